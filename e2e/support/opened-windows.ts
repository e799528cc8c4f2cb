import type { Page } from '@playwright/test';

type Recorder = { openedUrls: string[] };

// window.open records its address instead of opening a chat (WhatsApp links open wa.me, which
// the test machine cannot reach).
export async function recordOpenedWindows(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as Recorder).openedUrls = [];
    window.open = ((url: string) => {
      (window as unknown as Recorder).openedUrls.push(url);
      return {} as Window;
    }) as typeof window.open;
  });
}

export const openedWindows = (page: Page) => page.evaluate(() => (window as unknown as Recorder).openedUrls);
