import { defineConfig } from '@playwright/test';

/**
 * The e2e suite runs the whole product through `npm start` (global-setup.ts) in Debian's Chromium;
 * Playwright never downloads a browser. One worker: the dead-remote tests rename a remote's dist/
 * on disk, which every other test would see.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    // global-setup.ts sets E2E_BASE_URL before the workers start; workers read this config again.
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
