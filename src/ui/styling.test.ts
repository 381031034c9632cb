/**
 * One styling approach (README, "Styling"): a CSS Module beside its component, and
 * ui/global.css as the one global sheet. A module's class names are local and, in a
 * build, hashed; in Vitest any name reads as a class, so a misspelt `styles.nmae` would pass
 * every other test: this one reads the modules and their users. And tests find what they check
 * by role, label and text, never by a class.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const srcDir = join(root, 'src');

function filesIn(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesIn(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

const isTest = (name: string) => /\.test\.tsx?$/.test(name);
/** A source without its import statements, where a module's path could read as a use. */
const codeOf = (file: string) => readFileSync(file, 'utf8').replace(/^import [^;]*;$/gm, '');
const sources = filesIn(srcDir, (name) => /\.tsx?$/.test(name) && !isTest(name));
const name = (path: string) => relative(root, path);

/** The classes a module defines: every `.class` in a selector, not inside :global(…). */
function classesOf(css: string): Set<string> {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\{[^{}]*\}/g, '{}')
    .replace(/:global\([^)]*\)/g, '');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, found = '']) => found));
}

/** Each CSS file a source imports, with the name it is imported as (none for a side effect). */
function cssImports(source: string): { binding?: string; path: string }[] {
  return [...source.matchAll(/^import\s+(?:(\w+)\s+from\s+)?'([^']+\.css)';/gm)].map(
    ([, binding, path = '']) => ({ binding, path }),
  );
}

describe('the styling', () => {
  const imports = sources.flatMap((file) =>
    cssImports(readFileSync(file, 'utf8')).map((imported) => ({
      file,
      ...imported,
      css: resolve(dirname(file), imported.path),
    })),
  );

  it('is a CSS Module per component or feature, with global.css the one global sheet', () => {
    const global = imports.filter(({ path }) => !path.endsWith('.module.css'));
    expect(global.map(({ file, path }) => `${name(file)}: ${path}`)).toEqual([
      'src/main.tsx: ./ui/global.css',
    ]);
    const sheets = filesIn(srcDir, (file) => file.endsWith('.css')).map(name);
    expect(sheets.filter((sheet) => !sheet.endsWith('.module.css'))).toEqual(['src/ui/global.css']);
    expect(imports.filter(({ binding, path }) => path.endsWith('.module.css') && !binding)).toEqual(
      [],
    );
  });

  it('uses only the classes a module defines, each by its name', () => {
    const problems: string[] = [];
    for (const { file, binding, css } of imports) {
      if (!binding || !css.endsWith('.module.css')) continue;
      const defined = classesOf(readFileSync(css, 'utf8'));
      const source = codeOf(file);
      for (const [, used = ''] of source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))) {
        if (!defined.has(used))
          problems.push(`${name(file)}: ${binding}.${used} is not in ${name(css)}`);
      }
      // A class looked up by a computed name escapes this check: write each one out.
      if (new RegExp(`\\b${binding}\\[`).test(source)) {
        problems.push(`${name(file)}: ${binding}[…] looks a class up by a computed name`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('leaves no class of a module unused', () => {
    const used = new Map<string, Set<string>>();
    for (const { file, binding, css } of imports) {
      if (!binding) continue;
      const names = used.get(css) ?? new Set<string>();
      const source = codeOf(file);
      for (const [, found = ''] of source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))) {
        names.add(found);
      }
      used.set(css, names);
    }
    const modules = filesIn(srcDir, (file) => file.endsWith('.module.css'));
    // A class another module composes (`composes: spread from './row.module.css'`) is used too.
    for (const module of modules) {
      const composed = readFileSync(module, 'utf8').matchAll(
        /composes:\s*([\w\s-]+?)\s+from\s+'([^']+)'/g,
      );
      for (const [, names = '', from = ''] of composed) {
        const css = resolve(dirname(module), from);
        const found = used.get(css) ?? new Set<string>();
        for (const composedName of names.split(/\s+/)) found.add(composedName);
        used.set(css, found);
      }
    }
    const unused = modules.flatMap((css) =>
      [...classesOf(readFileSync(css, 'utf8'))]
        .filter((defined) => !used.get(css)?.has(defined))
        .map((defined) => `${name(css)}: .${defined}`),
    );
    expect(unused).toEqual([]);
  });

  it('is never what a test selects by', () => {
    const tests = [
      // This file names what it looks for.
      ...filesIn(srcDir, isTest).filter((file) => file !== __filename),
      ...filesIn(join(root, 'tests'), (file) => /\.tsx?$/.test(file)),
      ...filesIn(join(root, 'e2e'), (file) => /\.ts$/.test(file)),
    ];
    // A class in a selector given to a query (`.name`, `div.name`, `main .name`), a selector
    // string of several parts held for later, a class compared, MUI's class names.
    const bySelector =
      /(?:querySelector(?:All)?|closest|matches|locator|include|exclude)(?:<[^>]*>)?\(\s*['"`](?:[^'"`]*[\s,>+~(\w\]])?\.-?[_a-zA-Z]/;
    const heldSelector =
      /['"`]\.(?!(?:css|js|mjs|cjs|ts|tsx|json|pdf|png|svg|html|txt|md|vite)\b)-?[_a-zA-Z][\w-]*(?=[\s,>+~:[])/;
    const byClass =
      /\.className\b|\bclassList\b|toHaveClass\(|getElementsByClassName|['"`./]Mui[A-Z]/;
    const found = tests.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${name(file)}:${index + 1}` }))
        .filter(({ line }) =>
          [bySelector, heldSelector, byClass].some((pattern) => pattern.test(line)),
        )
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
