import { createTheme } from '@mui/material/styles';
import { cssVarPrefix, tokens } from './tokens';

/**
 * The component theme, built from the design tokens. With `cssVariables`, MUI components read
 * `var(--mui-…)`, the same variables the plain CSS reads (see tokens.ts). Light only, so no
 * colour-scheme selector and no InitColorSchemeScript.
 */
export const theme = createTheme({ cssVariables: { cssVarPrefix }, ...tokens });
