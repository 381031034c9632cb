import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * MUI's theme for what it wraps. The system's provider, the one @mui/material's hands a theme
 * without CSS variables to: @mui/material's own also carries the CSS-variables provider, which
 * this theme does not use, onto every screen (docs/architecture.md section 8).
 */
export function ComponentTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
