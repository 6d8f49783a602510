import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import layerBoundaries from './eslint-rules/layer-boundaries.js';
import prettierConfig from 'eslint-config-prettier';

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', 'data', 'coverage', 'playwright-report', 'test-results', 'server/db/migrations'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { local: { rules: { 'layer-boundaries': layerBoundaries } } },
    rules: {
      'local/layer-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'pdf/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // react-router's Link and NavLink carry framework-mode prefetching into every first load (decision 015).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'LinkProps', 'NavLinkProps'],
              message:
                'Use Link and NavLink from @/ui/link/link: react-router’s own keep framework-mode prefetching in the bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    // The site reads brand, contacts and legal names from the database (server/services/site-identity.ts); the demo
    // seed is only one writer of them. prepare.ts is where an empty database is seeded at start.
    files: ['server/**/*.ts'],
    ignores: ['server/db/seed/**', 'server/db/prepare.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/seed/*', '**/seed/**'],
              message: 'Runtime code must not import the demo seed: read site settings (services/site-identity.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Thin routes (issue 33): a route holds its schemas and calls a service; queries live in server/services.
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name=/^(select|selectDistinct|insert|update|delete|execute|transaction)$/]:matches([object.name='db'], [object.property.name='db'])",
          message: 'Routes do not query: move the query into a service in server/services.',
        },
      ],
    },
  },
  // Last: layout is Prettier's (npm run format), so no ESLint rule may disagree with it.
  prettierConfig,
);
