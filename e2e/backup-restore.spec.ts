import { readdirSync } from 'node:fs';
import path from 'node:path';
import { runScript, startNextInstance, startSeededDatabase } from '../scripts/lib/production-server';
import { serverTestsOnce } from './support/instances';
import { expect, test } from './support/test';

// Issue 46: a backup of a seeded site restored into an empty database and upload directory serves
// the same site. `npm run backup` and `npm run restore` as an operator runs them, each against its
// own database, then `next start` on the restored one. The archive's content document by document
// is tested in tests/backup-restore-*.int.test.ts; this is the whole app on the result.
test('a site restored from its backup into an empty database serves the same pages and images', async ({ request }, testInfo) => {
  serverTestsOnce(testInfo);
  test.setTimeout(240_000);
  const source = await startSeededDatabase();
  const target = await startSeededDatabase({}, undefined, false);
  try {
    const backupDir = path.join(source.workDir, 'backups');
    expect(runScript('scripts/backup.ts', ['--dir', backupDir], source.env)).toBeNull();
    const [archive] = readdirSync(backupDir).filter((name) => name.endsWith('.tar.gz'));
    expect(archive).toBeTruthy();
    expect(runScript('scripts/restore.ts', [path.join(backupDir, archive!)], target.env)).toBeNull();
    // A second restore into what is now a site with data is refused.
    expect(runScript('scripts/restore.ts', [path.join(backupDir, archive!)], target.env)).toMatch(/--replace/);

    // The same pages, with the same first heading and the same images, from each database.
    const pages = ['/', '/de', '/about', '/services', '/blog', '/checklists'];
    const seen: Record<string, string[]> = {};
    for (const [label, database] of [
      ['source', source],
      ['restored', target],
    ] as const) {
      const instance = await startNextInstance(database.env);
      try {
        const answers: string[] = [];
        for (const page of pages) {
          const response = await request.get(`${instance.baseUrl}${page}`);
          expect(response.status(), `${label} ${page}`).toBe(200);
          const html = await response.text();
          const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim() ?? '';
          // Uploaded images, named directly or through the image optimiser (?url=%2Fuploads%2F…).
          const uploads = [...new Set([...html.matchAll(/(?:\/|%2F)uploads(?:\/|%2F)([0-9a-f-]+\.(?:webp|jpg|png))/g)].map((match) => `/uploads/${match[1]}`))].sort();
          answers.push(`${page} ${heading} ${uploads.join(',')}`);
          for (const upload of uploads) expect((await request.get(`${instance.baseUrl}${upload}`)).status(), `${label} ${upload}`).toBe(200);
        }
        // A post of the blog, by the first link to one.
        const blog = await (await request.get(`${instance.baseUrl}/blog`)).text();
        const post = /href="(\/blog\/[a-z0-9-]+)"/.exec(blog)?.[1];
        expect(post, 'a post on the blog').toBeTruthy();
        expect((await request.get(`${instance.baseUrl}${post}`)).status()).toBe(200);
        answers.push(post!);
        seen[label] = answers;
      } finally {
        await instance.stop();
      }
    }
    expect(seen.restored).toEqual(seen.source);
    expect(seen.source!.some((line) => line.includes('/uploads/'))).toBe(true);
  } finally {
    await target.stop();
    await source.stop();
  }
});
