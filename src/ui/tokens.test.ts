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
 * Every variable MUI declares for this theme, by name, read from `theme.vars`: each leaf is
 * `var(--name, value)`, the reference MUI components use with the value it declares.
 */
function muiVars(): Map<string, string> {
  const vars = new Map<string, string>();
  const walk = (node: unknown) => {
    if (typeof node === 'object' && node !== null) Object.values(node).forEach(walk);
    const match = typeof node === 'string' ? /^var\((--[\w-]+), (.*)\)$/s.exec(node) : null;
    if (match) {
      const [, name = '', value = ''] = match;
      vars.set(name, value);
    }
  };
  walk(theme.vars);
  return vars;
}

describe('design tokens', () => {
  it('declare each variable with the value MUI declares under the same name', () => {
    const mui = muiVars();
    const ours = tokenVars();
    expect(mui.size).toBeGreaterThan(100);
    expect(ours.length).toBeGreaterThan(20);
    for (const [name, value] of ours) {
      expect(mui.get(name), name).toBe(value);
    }
  });

  it('are the values the MUI theme uses', () => {
    expect(theme.palette.primary.main).toBe(tokens.palette.primary.main);
    expect(theme.vars?.palette.primary.main).toBe(
      `var(--mui-palette-primary-main, ${tokens.palette.primary.main})`,
    );
    expect(theme.shape.borderRadius).toBe(tokens.shape.borderRadius);
    expect(theme.spacing(2)).toBe('calc(2 * var(--mui-spacing, 8px))');
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
