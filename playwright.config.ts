import { defineConfig, devices } from '@playwright/test';

import { existsSync } from 'node:fs';

// Debian's Chromium; Playwright never downloads a browser here. Its headless shell
// (apt-get install chromium-headless-shell) is the browser Playwright itself runs headless tests
// in: without the full browser's GPU process and window machinery, five specs took 208 s instead
// of 300 s on two cores (same build, same run). The full browser (apt-get install chromium) still
// works, or any other through CHROMIUM_PATH.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
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
  // A trace records every test to keep the failed ones: it cost a fifth of the suite's time (177 s
  // instead of 148 s for five specs). A failure still prints its error context (the page's ARIA
  // snapshot); PW_TRACE=1 records traces again to look into one.
  use: { trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off', launchOptions },
  // The newsletter's switch is one setting for the whole site and shows or hides a box on every
  // public page: the specs that flip it run in a project of their own after all the others, never
  // beside a spec that reads a public page (e2e/support/newsletter-switch.ts keeps the two apart).
  projects: [
    { name: 'desktop', testIgnore: NEWSLETTER_SWITCHING, use: { ...devices['Desktop Chrome'], launchOptions } },
    { name: 'phone', testIgnore: NEWSLETTER_SWITCHING, use: { ...devices['Pixel 7'], viewport: { width: 360, height: 740 }, launchOptions } },
    { name: 'newsletter', testMatch: NEWSLETTER_SWITCHING, dependencies: ['desktop', 'phone'], use: { ...devices['Desktop Chrome'], launchOptions } },
  ],
});
