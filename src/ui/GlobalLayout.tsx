import type { ReactNode } from 'react';

/**
 * The shared layout of docs/product.md, "Screens and routes": a full-width container with a rounded
 * panel. The panel holds a page's landmarks (ui/Main.tsx), not one itself.
 */
export function GlobalLayout({ children }: { children: ReactNode }) {
  return (
    <div className="global-container" data-testid="global-container">
      <div className="global-panel">{children}</div>
    </div>
  );
}
