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

// The specs that switch the newsletter on and off (projects below).
const NEWSLETTER_SWITCHING = /newsletter-(subscribe|issues)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Starts an embedded database, seeds it and runs `next start` on the production build.
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // A test that passes only on a second try is a defect to fix, not to hide: never retried, CI included.
  retries: 0,
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
  // The newsletter's switch is one setting for the whole site and shows or hides a box on every
  // public page: the specs that flip it run in a project of their own after all the others, never
  // beside a spec that reads a public page (e2e/support/newsletter-switch.ts keeps the two apart).
  projects: [
    { name: 'desktop', testIgnore: NEWSLETTER_SWITCHING, use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'phone', testIgnore: NEWSLETTER_SWITCHING, use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 }, launchOptions } },
    { name: 'newsletter', testMatch: NEWSLETTER_SWITCHING, dependencies: ['desktop', 'phone'], use: { ...devices['Desktop Chrome'], launchOptions } },
  ],
});
