import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', '.cache', 'public', 'src/gatsby-types.d.ts', 'screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'react/prop-types': 'off',
      // WAI-ARIA tabs: a panel without focusable content takes focus itself.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel'] }],
      'react/no-unknown-property': ['error', { ignore: ['css', 'fetchpriority'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Why the icon packages' indexes stay out of what Gatsby bundles: CONTRIBUTING.md, "Conventions".
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'lucide-react',
              message: "Import each icon from its own module: import Star from 'lucide-react/icons/star'.",
              allowTypeImports: true,
            },
            {
              name: 'simple-icons',
              message: "Write the mark's path in src/components/icons.tsx, checked against the package by its test.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    // Scripts also run functions inside the browser page (page.evaluate).
    languageOptions: { globals: { ...globals.node, ...globals.jest, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['__tests__/**', '__mocks__/**', 'browser-tests/**', 'build-tests/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  prettier,
);
