// Flat config: typescript-eslint's recommended rules everywhere, React hooks rules in the web app,
// and the import boundaries of decision 028 (import-boundaries.js).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importBoundaries } from './import-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '**/migrations/**',
      'bench/results/**',
      'bench/.out/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // The client's address is `request.ip` only: it honours TRUST_PROXY (decision 017).
    // Reading a forwarding header or the socket directly would trust what a client wrote.
    // Tests are exempt: they play the client, and set its address with inject's remoteAddress.
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/**/*.test.ts', 'apps/server/src/test/**', 'apps/server/src/contract/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'MemberExpression[property.value=/^(x-forwarded-for|x-real-ip|forwarded|cf-connecting-ip|true-client-ip|x-client-ip)$/i]',
          message: 'Use request.ip: it honours TRUST_PROXY.',
        },
        {
          selector: "MemberExpression[property.name='remoteAddress']",
          message: 'Use request.ip: it honours TRUST_PROXY.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Scripts served as they are (boot.js): plain browser JavaScript.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  ...importBoundaries,
);
