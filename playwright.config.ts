import { defineConfig, devices } from '@playwright/test';

// Debian's chromium (apt-get install chromium); Playwright never downloads a browser here.
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const launchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Starts an embedded database, seeds it and runs `next start` on the production build.
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // Multi-step tests (create, edit and delete a post; work the inbox) took 27-36 s on two cores
  // shared with the server, a database and the other worker, against the 30 s default. Tests wait
  // on state, so this bounds a hang rather than pacing anything.
  timeout: 60_000,
  // Assertions wait on the page's state; on two cores shared with a build and a database, the
  // default 5 s was too short now and then.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: { trace: 'retain-on-failure', launchOptions },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 }, launchOptions } },
  ],
});
