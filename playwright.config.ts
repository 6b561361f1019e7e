// End-to-end tests drive the system Chromium against the built server (npm run build first).
// Each run gets a fresh data directory, so the demo venue is seeded anew.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets a second run (CI in a clone) sit beside a developer's run. The suite runs as two
// projects side by side, each against a server and database of its own (E2E_PORT and E2E_PORT + 1),
// so the public-site checks and the booking/desk flows never see each other's data; inside a
// project the files run one after another.
const PORT = Number(process.env.E2E_PORT ?? 3210);
// Workers re-read this file; the variable keeps them on the directory the runner created.
process.env.E2E_DATA_DIR ??= path.resolve('test-results', `e2e-data-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

const servers = [
  { name: 'site', port: PORT, testMatch: /(a11y|auth|public|shell)\.spec\.ts$/ },
  { name: 'booking', port: PORT + 1, testMatch: /(booking|checkout[\w-]*|dashboard[\w-]*)\.spec\.ts$/ },
];
for (const server of servers) mkdirSync(path.join(dataDir, server.name), { recursive: true });

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: servers.length,
  retries: 0,
  timeout: 60_000,
  // Generous: the suite shares a 2-core machine with builds and other test runs.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
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
  projects: servers.map((server) => ({ name: server.name, testMatch: server.testMatch, workers: 1, use: { baseURL: `http://127.0.0.1:${server.port}` } })),
  webServer: servers.map((server) => ({
    command: 'node apps/api/dist/server.js',
    url: `http://127.0.0.1:${server.port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, server.name),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
  })),
});
