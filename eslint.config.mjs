// Lint rules, including the import boundaries of design.md §2:
// - a remote imports only @dop/ui, @dop/mf-kit, @dop/contracts and npm packages (never another remote or shell internals);
// - contracts imports nothing but zod;
// - services import only services/packages/* (never another service, the gateway or front ends).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const REMOTES = ['domains', 'cloudflare', 'env', 'billing', 'dns-providers', 'hosting', 'ssh', 'settings'];
const SERVICES = ['identity', 'domains', 'registrars', 'billing', 'cloudflare', 'env', 'dns-providers', 'hosting', 'ssh', 'operations'];

const remoteBoundary = (self) => ({
  files: [`mf-${self}/**/*.{ts,tsx,js}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              ...REMOTES.filter((r) => r !== self).flatMap((r) => [`@dop/mf-${r}`, `@dop/mf-${r}/**`, `**/mf-${r}/**`]),
              '@dop/shell',
              '@dop/shell/**',
              '**/shell/src/**',
            ],
            message: 'A remote may import only @dop/ui, @dop/mf-kit, @dop/contracts and npm packages (design.md §2).',
          },
        ],
      },
    ],
  },
});

const serviceBoundary = (self) => ({
  files: [`services/${self}/**/*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              ...SERVICES.filter((s) => s !== self).flatMap((s) => [`@dop/${s}`, `@dop/${s}/**`, `**/services/${s}/**`, `../../${s}/**`]),
              '@dop/gateway',
              '@dop/gateway/**',
              '**/gateway/src/**',
              '@dop/shell',
              '@dop/mf-*',
            ],
            message: 'A service imports only services/packages/* and npm packages; talk to other services over NATS (design.md §2).',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-types/**',
      'data/**',
      '**/.cache/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        process: 'readonly', console: 'readonly', Buffer: 'readonly', __dirname: 'readonly', require: 'readonly',
        module: 'writable', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly',
        clearInterval: 'readonly', setImmediate: 'readonly', URL: 'readonly', fetch: 'readonly',
        window: 'readonly', document: 'readonly', localStorage: 'readonly', navigator: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  ...REMOTES.map(remoteBoundary),
  ...SERVICES.map(serviceBoundary),
  {
    files: ['shell/packages/**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@dop/shell', '**/shell/src/**', '@dop/mf-*', '!@dop/mf-kit', '!@dop/mf-kit/**'], message: 'Shell packages are shared: they import no shell internals and no remote.' }] },
      ],
    },
  },
  {
    files: ['services/packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**', '!zod', '!./**', '!../**', '!.', '!..'], message: 'contracts imports only zod (design.md §2).' }] },
      ],
    },
  },
);
