import { defineConfig } from '@playwright/test';
import { readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/helpers/chromium';

const port = Number(process.env.E2E_PORT ?? 8090);
export const baseURL = `http://localhost:${port}`;
/** Where the e2e build goes; a separate folder lets two runs on one machine not disturb each other. */
export const distDir = process.env.E2E_DIST ?? 'dist';
const dataDir = path.join(os.tmpdir(), `backoffice-e2e-${process.pid}-${Date.now()}`);

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

// Each run's database (some 600 MB) outlives the run: the ones of runs no longer running are removed.
for (const name of readdirSync(os.tmpdir())) {
  const pid = /^backoffice-e2e-(\d+)-\d+$/.exec(name)?.[1];
  if (pid && !running(Number(pid))) rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    locale: 'sv-SE',
    // Recording a trace doubles a test's time here (DOM snapshots at every step, on 2 cores): a failure
    // is run again with one (retries below), and that run's trace is kept.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `npx vite build --outDir ${distDir} --emptyOutDir && tsx server/main.ts`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      STATIC_DIR: distDir,
      DATA_DIR: dataDir,
      // A throwaway database: no fsync per write (the default, durable, costs seconds per sign-in here).
      PGLITE_FSYNC: 'off',
      DATABASE_URL: '',
      ACCESS_TOKEN_TTL: process.env.E2E_ACCESS_TOKEN_TTL ?? '3600',
    },
  },
});
