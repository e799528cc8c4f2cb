import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '@/lib/content-security-policy.mjs';
import PageCacheHandler, { createPageStore, preparePage } from './page-cache-handler.mjs';

const page = (html: string, tags: string) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: { 'x-next-cache-tags': tags }, status: 200 });

function manualClock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms = 1) => (now += ms) };
}

describe('preparePage', () => {
  it('gives an App Router page its script hashes and ASCII text, once', () => {
    const value = page('<p>Straße</p><script>console.log("“hi”")</script>', '_N_T_/layout');
    preparePage(value);
    expect(value.html).toBe('<p>Stra&#xdf;e</p><script>console.log("\\u201chi\\u201d")</script>');
    const policy = (value.headers as Record<string, string>)['content-security-policy'];
    for (const hash of inlineScriptHashes(value.html)) expect(policy).toContain(hash);
    const html = value.html;
    preparePage(value);
    expect(value.html).toBe(html);
  });

  it('leaves other kinds alone', () => {
    const data = { kind: 'FETCH', data: { body: '“x”' } };
    expect(preparePage(data)).toEqual({ kind: 'FETCH', data: { body: '“x”' } });
  });
});

describe('createPageStore', () => {
  it('answers what was stored until one of its tags is revalidated', () => {
    const clock = manualClock();
    const store = createPageStore(1_000_000, clock.now);
    store.set('/blog', page('<p>list</p>', '_N_T_/layout,_N_T_/blog'), ['_N_T_/layout', '_N_T_/blog']);
    store.set('/about', page('<p>about</p>', '_N_T_/layout,_N_T_/about'), ['_N_T_/layout', '_N_T_/about']);
    clock.advance();
    expect(store.get('/blog')).toMatchObject({ lastModified: 1_000 });
    store.revalidate(['_N_T_/blog']);
    expect(store.get('/blog')).toBeNull();
    expect(store.get('/about')).not.toBeNull();
    // Stored again after the revalidation: answered again.
    clock.advance();
    store.set('/blog', page('<p>new</p>', '_N_T_/blog'), ['_N_T_/blog']);
    clock.advance();
    expect(store.get('/blog')).not.toBeNull();
  });

  it('expires a data-cache entry when the page it is read in is revalidated (soft tags)', () => {
    const clock = manualClock();
    const store = createPageStore(1_000_000, clock.now);
    store.set('posts:list', { kind: 'FETCH', data: { body: '[]' } }, ['posts']);
    clock.advance();
    store.revalidate(['_N_T_/blog']);
    expect(store.get('posts:list')).not.toBeNull();
    expect(store.get('posts:list', ['_N_T_/layout', '_N_T_/blog'])).toBeNull();
  });

  it('treats an entry stored in the same millisecond as a revalidation as revalidated', () => {
    const clock = manualClock();
    const store = createPageStore(1_000_000, clock.now);
    store.set('k', { kind: 'FETCH', data: {} }, ['posts']);
    store.revalidate(['posts']);
    expect(store.get('k')).toBeNull();
  });

  it('stays within its byte bound, dropping the least recently used first', () => {
    const store = createPageStore(5_000);
    const html = 'x'.repeat(1_000);
    store.set('a', page(html, 'a'), ['a']);
    store.set('b', page(html, 'b'), ['b']);
    expect(store.get('a')).not.toBeNull(); // a is now the most recently used
    store.set('c', page(html, 'c'), ['c']);
    expect(store.bytes).toBeLessThanOrEqual(5_000);
    expect(store.get('b')).toBeNull();
    expect(store.get('a')).not.toBeNull();
    expect(store.get('c')).not.toBeNull();
    store.set('huge', page('x'.repeat(10_000), 'h'), ['h']);
    expect(store.get('huge')).toBeNull();
  });

  it('counts a cached route answer (a sitemap file) by its body', () => {
    const store = createPageStore(1_000_000);
    const body = Buffer.from('<urlset/>'.repeat(10_000));
    store.set('/sitemaps/posts-en-1.xml', { kind: 'APP_ROUTE', status: 200, body, headers: {} }, ['_N_T_/sitemaps/layout']);
    expect(store.bytes).toBe(body.length + 1024);
    store.revalidate(['_N_T_/sitemaps/layout']);
    expect(store.get('/sitemaps/posts-en-1.xml')).toBeNull();
  });
});

describe('PageCacheHandler', () => {
  it('prepares pages on set and takes their tags from the page headers', async () => {
    const handler = new PageCacheHandler({ maxMemoryCacheSize: 1_000_000 });
    const value = page('<script>1</script>', '_N_T_/services');
    await handler.set('/services-test', value, { tags: [] });
    const entry = await handler.get('/services-test');
    expect((entry?.value as { headers: Record<string, string> }).headers['content-security-policy']).toContain("'sha256-");
    await handler.revalidateTag('_N_T_/services');
    expect(await handler.get('/services-test')).toBeNull();
  });
});
