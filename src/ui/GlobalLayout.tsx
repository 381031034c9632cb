import type { ReactNode } from 'react';

/** The shared layout of docs/product.md section 2: a full-width container with a rounded panel. */
export function GlobalLayout({ children }: { children: ReactNode }) {
  return (
    <div className="global-container" data-testid="global-container">
      <main className="global-panel">{children}</main>
    </div>
  );
}
