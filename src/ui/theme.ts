import { createTheme } from '@mui/material/styles';
import { tokens } from './tokens';

/**
 * The app's one focus ring (global.css draws it on plain elements): 3 px of the primary colour,
 * 2 px off the control, at least 3:1 against every background the app uses (WCAG 1.4.11,
 * 2.4.7; issue 25). MUI's buttons and links drop the outline for a tint of 1.3:1 to 2.1:1
 * (ButtonBase's `.Mui-focusVisible`), so they get the ring back here.
 */
const focusRing = {
  outline: '3px solid var(--mui-palette-primary-main)',
  outlineOffset: '2px',
} as const;

/**
 * The component theme, built from the design tokens: MUI components take their values, the plain
 * CSS the same values as the variables index.html declares (see tokens.ts). Light only and
 * without CSS variables of MUI's own, so no colour-scheme provider (see ComponentTheme.tsx).
 */
export const theme = createTheme({
  ...tokens,
  typography: {
    ...tokens.typography,
    // A page's heading: its longest word ("Recommendations") fits a 320 px window (WCAG 1.4.10).
    h4: { '@media (max-width: 599.95px)': { fontSize: '1.5rem' } },
  },
  components: {
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': focusRing } },
    },
  },
});
