// End-to-end tests drive the system Chromium against the built server (npm run build first).
// Each run gets a fresh data directory, so the demo venue is seeded anew.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets a second run (CI in a clone) sit beside a developer's run.
const PORT = Number(process.env.E2E_PORT ?? 3210);
// Workers re-read this file; the variable keeps them on the directory the runner created.
process.env.E2E_DATA_DIR ??= path.resolve('test-results', `e2e-data-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;
mkdirSync(dataDir, { recursive: true });

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // Generous: the suite shares a 2-core machine with builds and other test runs.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    ...devices['Desktop Chrome'],
    locale: 'en-GB',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // The system Chromium; browsers are never downloaded.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node apps/api/dist/server.js',
    url: `http://127.0.0.1:${PORT}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  },
});
