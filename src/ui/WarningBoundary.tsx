import { Component, type ReactNode } from 'react';

/**
 * Keeps a failure of the automatic logoff's warning (its code could not be fetched) to the
 * warning: without it, the route's error page would take the logoff's clock down with the page.
 */
export class WarningBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
