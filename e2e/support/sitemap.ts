import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

// The whole sitemap as a crawler reads it: the index at /sitemap.xml, then every file it names
// (fetched at this server, whatever site address the files carry), their XML joined.
export async function sitemapText(request: APIRequestContext, baseURL = ''): Promise<string> {
  const index = await request.get(`${baseURL}/sitemap.xml`);
  expect(index.status()).toBe(200);
  const files = [...(await index.text()).matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(files.length).toBeGreaterThan(0);
  const texts = await Promise.all(
    files.map(async (path) => {
      const file = await request.get(`${baseURL}${path}`);
      expect(file.status(), path).toBe(200);
      return file.text();
    }),
  );
  return texts.join('\n');
}
