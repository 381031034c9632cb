import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { tokenCss, tokens, tokenVars } from './tokens';

const srcDir = join(__dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/**
 * What the MUI theme holds under a variable's name, written as the variable is: a length in
 * pixels, a type variant as a `font` shorthand.
 */
function themeValue(name: string): string | undefined {
  const [group = '', ...path] = name.replace(/^--mui-/, '').split('-');
  if (group === 'spacing') return theme.spacing(1);
  if (group === 'font') {
    const variant = theme.typography[path[0] as 'body1'];
    const { fontWeight, fontSize, lineHeight, fontFamily } = variant;
    return `${fontWeight} ${fontSize}/${lineHeight} ${fontFamily}`;
  }
  let node: unknown = theme[group as 'palette'];
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  if (typeof node === 'number') return `${node}px`;
  return typeof node === 'string' ? node : undefined;
}

describe('design tokens', () => {
  it('declare each variable with the value the MUI theme has under the same name', () => {
    const ours = tokenVars();
    expect(ours.length).toBeGreaterThan(20);
    for (const [name, value] of ours) {
      expect(themeValue(name), name).toBe(value);
    }
  });

  it('are the values the MUI theme uses', () => {
    expect(theme.palette.primary.main).toBe(tokens.palette.primary.main);
    expect(theme.shape.borderRadius).toBe(tokens.shape.borderRadius);
    expect(theme.spacing(2)).toBe('16px');
    expect(theme.typography.fontFamily).toBe(tokens.typography.fontFamily);
    expect(tokenCss()).toContain(`--mui-palette-primary-main:${theme.palette.primary.main};`);
    expect(tokenCss()).toContain(`--mui-palette-text-primary:${theme.palette.text.primary};`);
    expect(tokenCss()).toContain('--mui-spacing:8px;');
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
    expect(tokenCss()).toMatch(/^:root\{(--mui-[\w-]+:[^;{}]+;)+\}$/);
  });
});
