// @vitest-environment node
/**
 * The layer direction of docs/architecture.md, "Layers", is enforced by lint: these
 * imports, written into a file of each layer, must fail `npm run lint`.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The rules each import breaks, as if `code` were the file at `filePath`. */
async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const LAYER_RULE = 'import-x/no-restricted-paths';

describe('the layer rule', () => {
  it.each([
    ['the domain imports React', 'src/domain/intake/x.ts', "import x from 'react';"],
    ['the domain imports MSW', 'src/domain/x.ts', "import { http as x } from 'msw';"],
    ['the domain imports SWR', 'src/domain/x.ts', "import x from 'swr';"],
  ])('fails when %s', async (_, filePath, code) => {
    expect(await brokenRules(filePath, code)).toContain('no-restricted-imports');
  });

  it.each([
    [
      'the domain imports the fetcher',
      'src/domain/x.ts',
      "import { createApiClient as x } from '../api/client';",
    ],
    [
      'the domain imports a feature',
      'src/domain/x.ts',
      "import { Component as x } from '../features/admin/AdminHome';",
    ],
    ['auth imports the mock API', 'src/auth/x.ts', "import { mockDb as x } from '../mocks/node';"],
    [
      'auth imports the api layer',
      'src/auth/x.ts',
      "import { endpoints as x } from '../api/endpoints';",
    ],
    [
      'config imports auth',
      'src/config/x.ts',
      "import { useAuthSession as x } from '../auth/session';",
    ],
    ['the api imports ui', 'src/api/x.ts', "import { Spinner as x } from '../ui/Spinner';"],
    [
      'the tab memory imports ui',
      'src/tab-memory/x.ts',
      "import { Spinner as x } from '../ui/Spinner';",
    ],
    [
      'a feature imports another',
      'src/features/admin/x.ts',
      "import { Component as x } from '../patients/DashboardHome';",
    ],
    [
      'a feature imports the app',
      'src/features/admin/x.ts',
      "import { router as x } from '../../app/router';",
    ],
    [
      'ui imports a feature',
      'src/ui/x.ts',
      "import { Component as x } from '../features/admin/AdminHome';",
    ],
    [
      'a page imports the mock API',
      'src/features/admin/x.ts',
      "import { mockDb as x } from '../../mocks/node';",
    ],
    [
      'the mock API imports a screen',
      'src/mocks/x.ts',
      "import { Spinner as x } from '../ui/Spinner';",
    ],
  ])('fails when %s', async (_, filePath, code) => {
    expect(await brokenRules(filePath, code)).toContain(LAYER_RULE);
  });

  it.each([
    [
      'the domain reads response shapes',
      'src/domain/x.ts',
      "import type { PatientInformation as x } from '../api/schemas';",
    ],
    [
      'a feature imports the domain',
      'src/features/admin/x.ts',
      "import { intakeCatalog as x } from '../../domain/intake/catalog';",
    ],
    [
      'a feature imports its own files',
      'src/features/admin/x.ts',
      "import { Component as x } from './AdminHome';",
    ],
    [
      'a test imports the mock API',
      'src/features/admin/x.test.ts',
      "import { mockDb as x } from '../../mocks/node';",
    ],
    [
      'the demo entry imports the mock API',
      'src/app/DemoApp.tsx',
      "import { mockDb as x } from '../mocks/node';",
    ],
    [
      'ui imports the tab memory',
      'src/ui/x.ts',
      "import { signOutReason as x } from '../tab-memory/sign-out-reason';",
    ],
    [
      'the mock API imports the domain',
      'src/mocks/x.ts',
      "import { intakeCatalog as x } from '../domain/intake/catalog';",
    ],
  ])('passes when %s', async (_, filePath, code) => {
    expect(await brokenRules(filePath, code)).toEqual([]);
  });
});

describe('the controls rule', () => {
  const RULE = 'no-restricted-syntax';

  it.each([
    ['a feature draws a raw input', 'src/features/visit/x.tsx', 'const x = <input />;'],
    ['a feature draws a raw select', 'src/features/demo/x.tsx', 'const x = <select />;'],
    ['a feature draws a raw textarea', 'src/features/tablet/x.tsx', 'const x = <textarea />;'],
    ['a feature draws a raw button', 'src/features/admin/x.tsx', 'const x = <button />;'],
  ])('fails when %s', async (_, filePath, code) => {
    expect(await brokenRules(filePath, code)).toContain(RULE);
  });

  it.each([
    [
      'a feature draws a box of the field layer',
      'src/features/visit/x.tsx',
      "import { TextInput } from '../../ui/field/controls';\nconst x = <TextInput />;",
    ],
    ['the field layer draws the input', 'src/ui/field/x.tsx', 'const x = <input />;'],
    [
      "a feature draws the product's button",
      'src/features/admin/x.tsx',
      "import { Button } from '../../ui/Button';\nconst x = <Button />;",
    ],
    ['a feature test draws a raw input', 'src/features/visit/x.test.tsx', 'const x = <input />;'],
  ])('passes when %s', async (_, filePath, code) => {
    expect(await brokenRules(filePath, code)).toEqual([]);
  });

  it('still refuses raw HTML in a feature', async () => {
    const code = 'const x = <div dangerouslySetInnerHTML={{ __html: "" }} />;';
    expect(await brokenRules('src/features/visit/x.tsx', code)).toContain(RULE);
  });
});
