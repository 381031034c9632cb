import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokenCss, tokens, tokenVars } from './tokens';

const srcDir = join(__dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** A colour's relative luminance (WCAG 2.2), from `#rgb` or `#rrggbb`. */
function luminance(hex: string): number {
  const digits =
    hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : hex.slice(1).match(/../g)!;
  const [r = 0, g = 0, b = 0] = digits.map((pair) => {
    const channel = parseInt(pair, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours (WCAG 2.2), 1 to 21. */
function contrast(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const { palette } = tokens;

describe('design tokens', () => {
  it('declare each token as a variable named by its path, lengths in px, type as `font`', () => {
    const vars = new Map(tokenVars());
    expect(vars.size).toBeGreaterThan(20);
    expect(vars.get('--cx-palette-primary-main')).toBe(palette.primary.main);
    expect(vars.get('--cx-palette-notice-errorText')).toBe(palette.notice.errorText);
    expect(vars.get('--cx-spacing')).toBe('8px');
    expect(vars.get('--cx-shape-borderRadius')).toBe('8px');
    expect(vars.get('--cx-font-body1')).toBe(`400 1rem/1.5 ${tokens.typography.body1.fontFamily}`);
    for (const [name, value] of vars) {
      expect(name).toMatch(/^--cx-[\w-]+$/);
      expect(value, name).not.toMatch(/undefined|NaN|\[object/);
    }
  });

  it('pair words and their backgrounds at AA contrast, 4.5:1 and up', () => {
    const { background, text, primary, error, notice, demo, tint, warning } = palette;
    const pairs: [string, string, string][] = [
      ['text on the page', text.primary, background.default],
      ['text on a surface', text.primary, background.paper],
      ['secondary text on the page', text.secondary, background.default],
      ['secondary text on a surface', text.secondary, background.paper],
      ['a link or a text button', primary.main, background.paper],
      ['a link on the page', primary.main, background.default],
      ['a filled button', primary.contrastText, primary.main],
      ['a filled button under the pointer', primary.contrastText, primary.dark],
      ['an error button or text', error.main, background.paper],
      ['a filled error button', error.contrastText, error.main],
      ['a filled error button under the pointer', error.contrastText, error.dark],
      ['a category 4 badge', error.contrastText, error.main],
      ['a category 3 badge', text.primary, warning.light],
      ['a category 2 badge', text.primary, tint.primary],
      ['a tablet tag', primary.dark, tint.primary],
      ['a demo banner', demo.text, demo.background],
      ['an error notice', notice.errorText, notice.errorBg],
      ['a warning notice', notice.warningText, notice.warningBg],
      ['an info notice', notice.infoText, notice.infoBg],
      ['a success notice', notice.successText, notice.successBg],
    ];
    for (const [what, words, behind] of pairs) {
      expect(contrast(words, behind), what).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('draw the focus ring at 3:1 and up against every background', () => {
    for (const behind of [
      palette.background.default,
      palette.background.paper,
      palette.tint.primary,
    ]) {
      expect(contrast(palette.primary.main, behind), behind).toBeGreaterThanOrEqual(3);
    }
  });

  it('declare every variable the plain CSS reads', () => {
    const declared = new Set(tokenVars().map(([name]) => name));
    const files = cssFiles(srcDir);
    expect(files.length).toBeGreaterThan(3);
    const missing: string[] = [];
    let reads = 0;
    for (const file of files) {
      const css = readFileSync(file, 'utf8');
      for (const [, name = ''] of css.matchAll(/var\(\s*(--[\w-]+)/g)) {
        reads += 1;
        if (!declared.has(name)) missing.push(`${relative(srcDir, file)}: ${name}`);
      }
    }
    expect(reads).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('leave the palette to the tokens: no colour literals in the plain CSS', () => {
    for (const file of cssFiles(srcDir)) {
      const css = readFileSync(file, 'utf8').replace(/box-shadow:[^;]*;/g, '');
      expect(css.match(/#[0-9a-f]{3,8}\b|rgba?\(/gi), relative(srcDir, file)).toBeNull();
    }
  });

  it('make one :root rule for the style index.html carries', () => {
    expect(tokenCss()).toMatch(/^:root\{(--cx-[\w-]+:[^;{}]+;)+\}$/);
  });
});
