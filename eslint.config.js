// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // src/components/ is the site's (React, typed by the site's tsconfig, which lands with
    // the site); bench/.build/ is the benchmark compiled by `npm run bench`.
    ignores: [
      '**/dist/',
      '**/coverage/',
      '**/node_modules/',
      '.docusaurus/',
      'build/',
      'bench/.build/',
      'src/components/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // Numbers in messages and template strings are the point of an error message.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
    },
  },
  {
    // The library: no `any`, no non-null assertions, nothing from Node.
    files: ['packages/query/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  {
    // Tests and the benchmark index into arrays whose shape they have just built.
    files: ['packages/*/test/**/*.ts', 'bench/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
