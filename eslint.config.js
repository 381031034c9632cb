import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layer direction of docs/architecture.md, "Layers": config -> auth -> api -> domain
 * -> features -> app, with ui beside features and mocks beside api. Each layer
 * lists the layers it may import; any other is a lint error.
 */
const mayImport = {
  config: [],
  auth: ['config'],
  api: ['config', 'auth'],
  // The tab memory: what a browser tab remembers across sign-ins (docs/architecture.md, "Layers").
  'tab-memory': ['config', 'auth', 'domain'],
  // Pure: the response shapes of api/schemas only (a zone below), never the fetcher.
  domain: ['config', 'api'],
  ui: ['config', 'auth', 'api', 'domain', 'tab-memory'],
  features: ['config', 'auth', 'api', 'domain', 'tab-memory', 'ui'],
  mocks: ['config', 'auth', 'api', 'domain'],
};
const layers = [...Object.keys(mayImport), 'app'];
const layerZones = [
  ...Object.entries(mayImport).map(([layer, allowed]) => ({
    target: `./src/${layer}`,
    from: layers
      .filter((other) => other !== layer && other !== 'mocks' && !allowed.includes(other))
      .map((other) => `./src/${other}`),
    message: `${layer} may import ${allowed.join(', ') || 'no other layer'} (docs/architecture.md, "Layers").`,
  })),
  {
    target: './src/domain',
    from: './src/api',
    except: ['./schemas.ts'],
    message: 'The domain may use the response shapes of api/schemas only, never the fetcher.',
  },
  ...readdirSync('src/features').map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what two share to ui, api or domain.',
  })),
];
/** The mock API is for tests, the demo entry and the mock server only. */
const mockZone = {
  target: './src',
  from: './src/mocks',
  except: ['./mocks'],
  message: 'Only tests, the demo entry and the mock server import the mock API.',
};
const domainPackages = ['react', 'react-dom', 'react-router-dom', 'swr', 'msw', 'msw/*'];

const noRawHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Raw HTML is not allowed (docs/architecture.md, "Security").',
};

const noRawControl = {
  selector: 'JSXOpeningElement[name.name=/^(input|select|textarea|button)$/]',
  message:
    'Draw controls through src/ui: a field with src/ui/field (Field, TextField, Combobox, Choices, Checkbox), a button with ui/Button.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'dist-mock',
      'dist-bench*',
      'coverage',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', noRawHtml],
    },
  },
  {
    // One field layer and one button (docs/architecture.md, "Layers"): a feature draws its
    // boxes, lists and choices through src/ui/field, which owns their label, messages and aria
    // wiring, and its buttons with ui/Button.
    files: ['src/features/**/*.tsx'],
    ignores: ['src/**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', noRawHtml, noRawControl] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/mocks/**', 'src/app/DemoApp.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, mockZone] }] },
  },
  {
    // The one write path and the one read path (docs/architecture.md, "Layers"): outside the
    // api layer, calls reach the backend only through useMutation and the resource hooks.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/mocks/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/ApiProvider'],
              importNames: ['useApi'],
              message: 'Write with useMutation (api/use-mutation.ts); read with api/resources.ts.',
            },
            {
              // A resource's fetcher, for the resource hooks and the role gate's preload.
              group: ['**/api/resources'],
              importNames: ['useFetcher'],
              message: 'Read with the resource hooks of api/resources.ts.',
            },
            {
              group: ['**/api/use-session-requests', '**/api/requests', '**/api/client'],
              message: 'Write with useMutation (api/use-mutation.ts); read with api/resources.ts.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Calls go through api/client.ts (useMutation, resources).' },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: domainPackages, message: 'The domain is pure TypeScript: no React, no I/O.' },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call use(), which is not React's.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
