import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const APPS = ['shell', 'auth-app', 'booking-app', 'account-app', 'driver-app'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      // What the deploy tool uploaded locally (DEPLOY_DIR): builds.
      '.deploy/**',
      '.contract-check-*/**',
      // Lingui's compiled catalogues (npm run i18n).
      '**/src/locales/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Every variable is read, defaulted and checked by @dakiya/environment's one schema; a child
  // process's environment is built with its childEnvironment().
  {
    files: ['**/*.{ts,tsx,js,cjs,mjs}'],
    ignores: ['environment/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read variables with readEnvironment() from @dakiya/environment (one schema: name, default, check), and pass children childEnvironment().',
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // Each app may import `shared` but never another app's files.
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...APPS.filter((other) => other !== app).map((other) => ({
              group: [`**/${other}/**`, other, `${other}/**`],
              message: 'Apps talk through @dakiya/shared, never through another app’s files.',
            })),
            {
              group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
              message:
                'Import the router from @dakiya/shared: a second copy of it would have its own context.',
            },
            {
              group: ['@reduxjs/toolkit', '@reduxjs/toolkit/*', 'react-redux', 'redux'],
              message:
                'Import Redux from @dakiya/shared: a second copy would ship again and have its own store context.',
            },
            {
              regex: '^@lingui/(core|react)$',
              message:
                'Use the macros (@lingui/core/macro, @lingui/react/macro) or @dakiya/shared: a second copy of Lingui would have its own language.',
            },
          ],
          paths: [
            {
              name: '@lingui/react/macro',
              importNames: ['Trans'],
              message: 'Use `t` from useLingui(): <Trans> is left out of the first load.',
            },
          ],
        },
      ],
    },
  })),
  // The API's layers: HTTP plumbing (api/src/http) and the services never import each other;
  // routes join them, and what both need (client errors, token payloads) sits beside them.
  {
    files: ['api/src/**/*.ts'],
    rules: {
      // What production runs installs no dev-only workspace.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@dakiya/local-system', '@dakiya/cluster', '@dakiya/test-kit'],
              message:
                'A development and test workspace: production code reads what it needs from @dakiya/environment.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './api/src/http', from: './api/src/services' },
            { target: './api/src/services', from: './api/src/http' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
