/**
 * The design tokens, written once: colours, spacing, radius and type scale.
 *
 * Every screen reads them as CSS custom properties named by their path (`--cx-palette-primary-main`,
 * `--cx-spacing`, `--cx-shape-borderRadius`, `--cx-font-body1`): index.html carries one `<style>`
 * declaring them on `:root` from `tokenCss()`, put there by vite.config.ts's start-up shell plugin
 * (in development and in the build), so they hold before any script runs, and the CSS Modules
 * beside the components read them.
 *
 * Why a `<style>` made from this module rather than a hand-written .css file: the values stay in
 * this one module with no copy to keep in sync, and the first screen's JavaScript carries none of
 * it. The Content-Security-Policy allows it ('unsafe-inline' in style-src; an inline script would
 * not be). tokens.test.ts checks that every `var(--…)` in src/**\/*.css is declared here, and
 * that the colours the screens pair meet WCAG AA contrast.
 */

/** The prefix of every variable: the product's own. */
const cssVarPrefix = 'cx';

const fontFamily =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const tokens = {
  palette: {
    primary: { main: '#6a1b9a', dark: '#4a126b', contrastText: '#fff' },
    secondary: { main: '#00796b' },
    success: { main: '#2e7d32' },
    warning: { main: '#ed6c02', light: '#ff9800' },
    error: { main: '#b3261e', dark: '#7d1b15', contrastText: '#fff' },
    background: { default: '#f6f3f8', paper: '#fff' },
    text: { primary: '#1f1a24', secondary: '#5c5566' },
    divider: 'rgba(0, 0, 0, 0.12)',
    action: {
      hover: 'rgba(0, 0, 0, 0.04)',
      selected: 'rgba(0, 0, 0, 0.08)',
      focus: 'rgba(0, 0, 0, 0.12)',
      disabled: 'rgba(0, 0, 0, 0.26)',
      disabledBackground: 'rgba(0, 0, 0, 0.12)',
    },
    tint: { primary: '#f1e6f7', error: '#fdecea' },
    // Lines: a form field's (FormTextField), a data table's rows, other inputs, cards, rules.
    outline: {
      field: 'rgba(0, 0, 0, 0.23)',
      table: 'rgba(224, 224, 224, 1)',
      input: '#b9b0c0',
      card: '#e0d6e6',
      rule: '#ece6f0',
    },
    demo: { background: '#fff4d6', text: '#4d3800', border: '#f0dca0', control: '#8a6d1f' },
    // ui/Notice.tsx: each severity's words, tint and icon (the words darkened, the tint lightened
    // from the severity's colour), every pair at AA contrast.
    notice: {
      errorText: '#4d201e',
      errorBg: '#f8eded',
      errorIcon: '#b3261e',
      warningText: '#663c00',
      warningBg: '#fff4e5',
      warningIcon: '#ed6c02',
      infoText: '#014361',
      infoBg: '#e5f6fd',
      infoIcon: '#0288d1',
      successText: '#1e4620',
      successBg: '#edf7ed',
      successIcon: '#2e7d32',
    },
    // ui/QuestionDialog.tsx: the page behind a question, dimmed.
    backdrop: 'rgba(0, 0, 0, 0.5)',
  },
  spacing: 8,
  shape: { borderRadius: 8 },
  typography: {
    // The type scale, read as `font: var(--cx-font-…)` (ui/text.module.css names each step).
    body1: { fontFamily, fontWeight: 400, fontSize: '1rem', lineHeight: 1.5 },
    body2: { fontFamily, fontWeight: 400, fontSize: '0.875rem', lineHeight: 1.43 },
    caption: { fontFamily, fontWeight: 400, fontSize: '0.75rem', lineHeight: 1.66 },
    subtitle1: { fontFamily, fontWeight: 400, fontSize: '1rem', lineHeight: 1.75 },
    subtitle2: { fontFamily, fontWeight: 500, fontSize: '0.875rem', lineHeight: 1.57 },
    h4: { fontFamily, fontWeight: 400, fontSize: '2.125rem', lineHeight: 1.235 },
    h5: { fontFamily, fontWeight: 400, fontSize: '1.5rem', lineHeight: 1.334 },
    h6: { fontFamily, fontWeight: 500, fontSize: '1.25rem', lineHeight: 1.6 },
    // Ours: the heading of the light shell's pages.
    title: { fontFamily, fontWeight: 700, fontSize: '1.75rem', lineHeight: 1.5 },
    button: { fontFamily, fontWeight: 600, fontSize: '0.875rem', lineHeight: 1.75 },
  },
} as const;

type Variant = { fontWeight: number; fontSize: string; lineHeight: number; fontFamily: string };

/** The variables as `[name, value]` pairs: a path's name, a length in pixels, a `font` shorthand. */
export function tokenVars(): [string, string][] {
  const vars: [string, string][] = [];
  const walk = (path: string[], value: unknown) => {
    if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) walk([...path, key], child);
    } else {
      vars.push([`--${[cssVarPrefix, ...path].join('-')}`, String(value)]);
    }
  };
  walk(['palette'], tokens.palette);
  vars.push([`--${cssVarPrefix}-spacing`, `${tokens.spacing}px`]);
  vars.push([`--${cssVarPrefix}-shape-borderRadius`, `${tokens.shape.borderRadius}px`]);
  for (const [name, style] of Object.entries(tokens.typography)) {
    const { fontWeight, fontSize, lineHeight, fontFamily: family }: Variant = style;
    vars.push([
      `--${cssVarPrefix}-font-${name}`,
      `${fontWeight} ${fontSize}/${lineHeight} ${family}`,
    ]);
  }
  return vars;
}

/** One `:root` rule declaring every token variable. */
export function tokenCss(): string {
  return `:root{${tokenVars()
    .map(([name, value]) => `${name}:${value};`)
    .join('')}}`;
}
