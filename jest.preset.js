// Shared jest settings: swc transpiles TypeScript, type-checking is `tsc -b`'s job.
const path = require('node:path');

module.exports = function jestPreset(dir, overrides = {}) {
  // 30 s unless a project says otherwise: real servers on a shared 2-core machine outlive jest's 5 s.
  const { testTimeout = 30_000, setupFilesAfterEnv = [], globals = {}, ...rest } = overrides;
  const allGlobals = testTimeout === undefined ? globals : { ...globals, __DOP_TEST_TIMEOUT__: testTimeout };
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(mingo|cookie|p-retry|is-network-error|dnsz)/)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    ...rest,
    globals: allGlobals,
    // First, so a project's own setup file can still set a longer timeout for its tests.
    setupFilesAfterEnv: [
      path.join(__dirname, 'jest.timeout-setup.js'),
      ...(rest.testEnvironment === 'jsdom' ? [path.join(__dirname, 'jest.testing-library-setup.js')] : []),
      ...setupFilesAfterEnv,
    ],
    ...(testTimeout === undefined ? {} : { testTimeout }),
  };
};
