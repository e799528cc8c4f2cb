import { test as base, expect } from '@playwright/test';

// Every spec imports test from here: baseURL is the server that global setup started.
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: the global setup did not run');
    await use(url);
  },
});

export { expect };
