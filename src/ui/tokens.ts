/**
 * The design tokens, written once: colours, spacing, radius and type scale.
 *
 * Both kinds of screen take the same values:
 * - MUI screens: theme.ts passes them to `createTheme`, so MUI components style themselves with
 *   them (without CSS variables of MUI's own, whose provider would weigh on every screen).
 * - Plain CSS (the start-up shell, the light shell of sign-in, error and public pages, which
 *   loads no MUI, and every CSS Module beside an MUI screen): CSS custom properties named as MUI
 *   would name them (`--mui-palette-primary-main`, `--mui-spacing`, `--mui-shape-borderRadius`,
 *   `--mui-font-body1`). index.html carries one `<style>` declaring them on `:root` from
 *   `tokenCss()`, put there by vite.config.ts's start-up shell plugin (in development and in the
 *   build), so they hold before any script runs.
 *
 * Why a `<style>` made from this module rather than a hand-written .css file: the values stay in
 * this one module with no copy to keep in sync, and the first screen's JavaScript carries none of
 * it. The Content-Security-Policy allows it ('unsafe-inline' in style-src; an inline script would
 * not be). tokens.test.ts checks that every variable declared here equals the theme's value
 * under the same name, and that every `var(--…)` in src/**\/*.css is declared here.
 */
import type { ThemeOptions } from '@mui/material/styles';
import type { CSSProperties } from 'react';

/** The prefix of every variable (MUI's default). */
const cssVarPrefix = 'mui';

const fontFamily =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const tokens = {
  palette: {
    primary: { main: '#6a1b9a', dark: '#4a126b', contrastText: '#fff' },
    secondary: { main: '#00796b' },
    error: { main: '#b3261e' },
    background: { default: '#f6f3f8', paper: '#fff' },
    text: { primary: '#1f1a24', secondary: '#5c5566' },
    // MUI's own defaults, listed so the plain CSS has them too.
    divider: 'rgba(0, 0, 0, 0.12)',
    action: {
      hover: 'rgba(0, 0, 0, 0.04)',
      selected: 'rgba(0, 0, 0, 0.08)',
      focus: 'rgba(0, 0, 0, 0.12)',
    },
    TableCell: { border: 'rgba(224, 224, 224, 1)' },
    // ui/form/FormTextField.tsx: the border MUI's OutlinedInput draws, a colour of its own.
    OutlinedInput: { border: 'rgba(0, 0, 0, 0.23)' },
    // Product colours MUI has no slot for (custom palette nodes, in the theme as well).
    tint: { primary: '#f1e6f7', error: '#fdecea' },
    outline: { input: '#b9b0c0', card: '#e0d6e6', rule: '#ece6f0' },
    demo: { background: '#fff4d6', text: '#4d3800', border: '#f0dca0', control: '#8a6d1f' },
    // ui/Notice.tsx: MUI's standard Alert colours for this palette (darken/lighten of each
    // colour's light shade by 0.6/0.9, its main for the icon; success is MUI's default green),
    // so every alert looks as MUI's does without loading it.
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
    // ui/QuestionDialog.tsx: the page behind a question, dimmed as MUI's Backdrop dims it.
    backdrop: 'rgba(0, 0, 0, 0.5)',
  },
  spacing: 8,
  shape: { borderRadius: 8 },
  typography: {
    fontFamily,
    // The variants the plain CSS reads as `font: var(--mui-font-…)`; the values are MUI's defaults.
    body1: { fontFamily, fontWeight: 400, fontSize: '1rem', lineHeight: 1.5 },
    body2: { fontFamily, fontWeight: 400, fontSize: '0.875rem', lineHeight: 1.43 },
    caption: { fontFamily, fontWeight: 400, fontSize: '0.75rem', lineHeight: 1.66 },
    h5: { fontFamily, fontWeight: 400, fontSize: '1.5rem', lineHeight: 1.334 },
    // Ours: the heading of the light shell's pages.
    title: { fontFamily, fontWeight: 700, fontSize: '1.75rem', lineHeight: 1.5 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
} as const satisfies ThemeOptions;

type Tint = { primary: string; error: string };
type Outline = { input: string; card: string; rule: string };
type Demo = { background: string; text: string; border: string; control: string };
type Notice = Record<
  `${'error' | 'warning' | 'info' | 'success'}${'Text' | 'Bg' | 'Icon'}`,
  string
>;

declare module '@mui/material/styles' {
  interface Palette {
    tint: Tint;
    outline: Outline;
    demo: Demo;
    notice: Notice;
    backdrop: string;
  }
  interface PaletteOptions {
    TableCell?: { border: string };
    OutlinedInput?: { border: string };
    tint?: Tint;
    outline?: Outline;
    demo?: Demo;
    notice?: Notice;
    backdrop?: string;
  }
  interface TypographyVariants {
    title: CSSProperties;
  }
  interface TypographyVariantsOptions {
    title?: CSSProperties;
  }
}

type Variant = { fontWeight: number; fontSize: string; lineHeight: number; fontFamily: string };

/** The variables as `[name, value]` pairs, in the form MUI declares them. */
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
    if (typeof style !== 'object' || !('fontSize' in style)) continue;
    const { fontWeight, fontSize, lineHeight, fontFamily: family } = style as Variant;
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
