// Lint: typescript-eslint's recommended rules, strict about `any` and unchecked casts. The report page's
// browser code (src/report/html/page/) is also linted with type information, against its own tsconfig.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const PAGE = 'src/report/html/page';

export default tseslint.config(
  { ignores: ['dist/', 'dist-cli/', 'build/', 'node_modules/', 'fixtures/', '.cache/', 'test-artifacts/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: [`${PAGE}/**/*.ts`] })),
  {
    files: [`${PAGE}/**/*.ts`],
    languageOptions: {
      parserOptions: { project: `${PAGE}/tsconfig.json`, tsconfigRootDir: import.meta.dirname },
    },
  },
);
