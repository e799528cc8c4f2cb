import sharp from 'sharp';
import { POST as createRoute } from '@/app/api/v1/posts/create/route';
import { GET as listRoute } from '@/app/api/v1/posts/get/route';
import { authHeaders, createUser, tokenFor } from './support/auth';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { createPost, updatePost } from '@/lib/server/posts/commands';
import { giveLegacyPostsALanguage } from '@/lib/server/posts/publication-clock';
import { countPosts, listPosts, listTranslations, listTranslationsForStaff, resolvePostAddress } from '@/lib/server/posts/queries';
import { storeUploadedImage } from '@/lib/server/storage/image';
import { postInputSchema, type PostFormFields } from '@/lib/posts/post';
import { Post } from '@/models/post';
import { GET as rss } from '@/app/(site)/lang/[locale]/blog/rss.xml/route';
import { everySitemapEntry } from './support/sitemap';

// Posts per language: each language's post has its own address, title and text, linked to its
// translations by one group; the blog of a language lists, searches and counts only its own.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

let cover: string;

beforeAll(async () => {
  await connectDb();
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#334155' } }).png().toBuffer();
  cover = await storeUploadedImage(png);
});

const input = (fields: Partial<PostFormFields>) =>
  postInputSchema.parse({ summary: 'Long enough text for a post about visas.', category: 'Visa', imageAlt: 'A desk', ...fields } as PostFormFields);

async function refusal(write: Promise<unknown>): Promise<DomainError> {
  const error = await write.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('translation groups', () => {
  it('links a translation to its original and lists the group, one post per language', async () => {
    const english = await createPost(input({ headline: 'The student visa explained', slug: 'student-visa-explained' }), cover);
    expect(english).toMatchObject({ locale: 'en', translationGroup: english._id });
    const german = await createPost(
      input({ headline: 'Das Studentenvisum erklärt', slug: 'studentenvisum-erklaert', locale: 'de', translationOf: english._id }),
      cover,
    );
    expect(german).toMatchObject({ locale: 'de', translationGroup: english._id, slug: 'studentenvisum-erklaert' });
    const group = await listTranslations(english._id);
    expect(group.map((post) => [post.locale, post.slug]).sort()).toEqual([
      ['de', 'studentenvisum-erklaert'],
      ['en', 'student-visa-explained'],
    ]);

    // A second German version of the same group is refused, with the reason under the language.
    const second = await refusal(createPost(input({ headline: 'Noch ein Studentenvisum', locale: 'de', translationOf: german._id }), cover));
    expect(second.errors).toEqual({ locale: ['This post already has a version in German'] });
    // So is moving the English post into German.
    const moved = await refusal(updatePost(english._id, input({ headline: 'The student visa explained', locale: 'de' })));
    expect(moved.errors).toEqual({ locale: ['This post already has a version in German'] });
    expect((await listTranslationsForStaff(english._id)).map((post) => post.locale).sort()).toEqual(['de', 'en']);
  });

  it('refuses a translation of a post that does not exist', async () => {
    const refused = await refusal(createPost(input({ headline: 'Ein Waisenkind', locale: 'de', translationOf: '6b04718728e1873ade7b5f5c' }), cover));
    expect(refused.errors).toEqual({ translationOf: ['The post to translate was not found'] });
  });

  it('joins the group of a post stored before groups existed', async () => {
    const { insertedId: _id } = await Post.collection.insertOne({
      headline: 'An old post',
      summary: 'Written before languages existed.',
      category: 'Visa',
      slug: 'an-old-post',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const german = await createPost(input({ headline: 'Ein alter Beitrag', locale: 'de', translationOf: _id.toString() }), cover);
    expect(german.translationGroup).toBe(_id.toString());
    expect((await listTranslations(_id.toString())).map((post) => post.locale).sort()).toEqual(['de', 'en']);
    // An English version of a group whose first post is English (without a stored language): refused.
    const refused = await refusal(createPost(input({ headline: 'Another English one', translationOf: german._id }), cover));
    expect(refused.errors).toEqual({ locale: ['This post already has a version in English'] });
  });
});

describe('addresses per language', () => {
  it('allows one slug in English and German, but not twice in one language', async () => {
    const english = await createPost(input({ headline: 'Blue Card', slug: 'blue-card' }), cover);
    const german = await createPost(input({ headline: 'Blaue Karte', slug: 'blue-card', locale: 'de' }), cover);
    expect([english.slug, german.slug]).toEqual(['blue-card', 'blue-card']);
    const twice = await refusal(createPost(input({ headline: 'Blaue Karte EU', slug: 'blue-card', locale: 'de' }), cover));
    expect(twice.errors).toEqual({ slug: ['This address is already used by another post in this language'] });
    // Made from the headline, the address is free within its own language only.
    const again = await createPost(input({ headline: 'Blue card', locale: 'de' }), cover);
    expect(again.slug).toBe('blue-card-2');

    // Each language's address names its own post; a post is not found under the other language.
    expect(await resolvePostAddress('blue-card', 'en')).toMatchObject({ post: { _id: english._id } });
    expect(await resolvePostAddress('blue-card', 'de')).toMatchObject({ post: { _id: german._id } });
    expect(await resolvePostAddress('blue-card-2', 'en')).toBeNull();
    expect(await resolvePostAddress(german._id, 'en')).toBeNull();
    expect(await resolvePostAddress(german._id, 'de')).toEqual({ movedTo: '/de/blog/blue-card' });
  });

  it('gives posts stored before languages existed English and a group of their own', async () => {
    const { insertedId } = await Post.collection.insertOne({
      headline: 'Older than languages',
      summary: 'Written before languages existed.',
      category: 'Visa',
      slug: 'older-than-languages',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    // Read as English before start-up gives them the field …
    expect(await resolvePostAddress('older-than-languages', 'en')).toMatchObject({ post: { locale: 'en', translationGroup: insertedId.toString() } });
    expect(await resolvePostAddress('older-than-languages', 'de')).toBeNull();
    await giveLegacyPostsALanguage();
    const stored = await Post.findById(insertedId).lean();
    expect(stored).toMatchObject({ locale: 'en', translationGroup: insertedId });
    // … and again: nothing left to do.
    expect(await giveLegacyPostsALanguage()).toBe(0);
  });
});

describe('the blog of each language', () => {
  it('lists, searches and counts the posts of its own language only', async () => {
    await createPost(input({ headline: 'Aufenthaltstitel Wegweiser', summary: 'Alles über den Aufenthaltstitel in Berlin.', locale: 'de' }), cover);
    await createPost(input({ headline: 'Residence permit guide', summary: 'All about the Aufenthaltstitel in Berlin.' }), cover);
    const german = await listPosts({ locale: 'de' });
    expect(german.length).toBeGreaterThan(0);
    expect(german.every((post) => post.locale === 'de')).toBe(true);
    const english = await listPosts({});
    expect(english.every((post) => post.locale === 'en')).toBe(true);

    // The same word found in both languages' posts: each search answers its own.
    expect((await listPosts({ q: 'Aufenthaltstitel', locale: 'de' })).map((post) => post.headline)).toEqual(['Aufenthaltstitel Wegweiser']);
    expect((await listPosts({ q: 'Aufenthaltstitel' })).map((post) => post.headline)).toEqual(['Residence permit guide']);
    expect(await countPosts({ q: 'Aufenthaltstitel', locale: 'de' })).toBe(1);
  });
});

describe('feeds and the sitemap per language', () => {
  it('feeds each language its own posts, with its <language> and addresses', async () => {
    await createPost(input({ headline: 'Feed-Beitrag auf Deutsch', slug: 'feed-beitrag', locale: 'de' }), cover);
    await createPost(input({ headline: 'Feed post in English', slug: 'feed-post' }), cover);
    const feed = async (locale: string) =>
      (await rss(new Request(`http://localhost/${locale}/blog/rss.xml`), { params: Promise.resolve({ locale }) })).text();
    const german = await feed('de');
    expect(german).toContain('<language>de</language>');
    expect(german).toContain('Feed-Beitrag auf Deutsch');
    expect(german).toMatch(/<link>[^<]*\/de\/blog\/feed-beitrag<\/link>/);
    expect(german).toMatch(/<atom:link href="[^"]*\/de\/blog\/rss\.xml"/);
    expect(german).not.toContain('Feed post in English');
    const english = await feed('en');
    expect(english).toContain('<language>en</language>');
    expect(english).toContain('Feed post in English');
    expect(english).not.toContain('Feed-Beitrag auf Deutsch');
  });

  it('lists every page in each language with alternates that point back at each other', async () => {
    const english = await createPost(input({ headline: 'Sitemap twin', slug: 'sitemap-twin' }), cover);
    await createPost(input({ headline: 'Sitemap-Zwilling', slug: 'sitemap-zwilling', locale: 'de', translationOf: english._id }), cover);
    await createPost(input({ headline: 'Only in English', slug: 'only-in-english' }), cover);
    const entries = await everySitemapEntry();
    const byUrl = new Map(entries.map((entry) => [entry.url, entry]));
    const twin = [...byUrl.keys()].find((url) => url.endsWith('/blog/sitemap-twin'))!;
    const zwilling = [...byUrl.keys()].find((url) => url.endsWith('/de/blog/sitemap-zwilling'))!;
    expect(byUrl.get(twin)?.alternates).toEqual({ en: twin, de: zwilling, 'x-default': twin });
    expect(byUrl.get(zwilling)?.alternates).toEqual({ en: twin, de: zwilling, 'x-default': twin });
    // A post in one language lists only itself (and x-default); no German address is made up for it.
    const single = [...byUrl.keys()].find((url) => url.endsWith('/blog/only-in-english'))!;
    expect(byUrl.get(single)?.alternates).toEqual({ en: single, 'x-default': single });
    expect([...byUrl.keys()].some((url) => url.endsWith('/de/blog/only-in-english'))).toBe(false);
    // The fixed pages in both languages; German categories at their German addresses.
    expect([...byUrl.keys()].some((url) => url.endsWith('/de/kontakt'))).toBe(true);
    expect([...byUrl.keys()].some((url) => url.endsWith('/de/blog/kategorie/visum'))).toBe(true);

    // Reciprocal: every alternate of every entry is itself an entry that names the first one.
    for (const entry of entries) {
      for (const [language, url] of Object.entries(entry.alternates ?? {})) {
        if (language === 'x-default') continue;
        const back = byUrl.get(url as string);
        expect(back, `${entry.url} → ${url}`).toBeDefined();
        expect(Object.values(back!.alternates ?? {}), `${url} → ${entry.url}`).toContain(entry.url);
      }
    }
  });
});

describe('the posts API', () => {
  it('takes an optional locale and translationOf on create, and lists one language with ?locale=', async () => {
    const session = authHeaders(await tokenFor(await createUser({ email: 'api-translator@example.com', password: 'long enough password' })));
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#0f766e' } }).png().toBuffer();
    const create = async (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [key, value] of Object.entries({ summary: 'Long enough text for a post.', category: 'Career', ...fields })) body.set(key, value);
      body.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
      const response = await createRoute(new Request('http://localhost/api/v1/posts/create', { method: 'POST', headers: session, body }), {});
      return { status: response.status, body: (await response.json()) as { data: { _id: string; locale: string; translationGroup: string }; errors?: object } };
    };
    const english = await create({ headline: 'Salary expectations in Germany' });
    expect(english.body.data.locale).toBe('en');
    const german = await create({ headline: 'Gehaltsvorstellungen in Deutschland', locale: 'de', translationOf: english.body.data._id });
    expect(german.status).toBe(201);
    expect(german.body.data).toMatchObject({ locale: 'de', translationGroup: english.body.data._id });
    expect(await create({ headline: 'Ein Beitrag', locale: 'fr' })).toMatchObject({ status: 400, body: { errors: { locale: ['Language must be one of: en, de'] } } });
    expect(await create({ headline: 'Noch ein Gehalt', locale: 'de', translationOf: english.body.data._id })).toMatchObject({
      status: 400,
      body: { errors: { locale: ['This post already has a version in German'] } },
    });

    const list = async (query: string) => (await (await listRoute(new Request(`http://localhost/api/v1/posts/get${query}`), {})).json()) as { headline: string }[];
    expect((await list('?locale=de&q=Gehalt')).map((post) => post.headline)).toEqual(['Gehaltsvorstellungen in Deutschland']);
    // Without it, English: the list as it always was.
    expect((await list('?q=Gehalt')).map((post) => post.headline)).toEqual([]);
    expect((await list('?q=Salary')).map((post) => post.headline)).toEqual(['Salary expectations in Germany']);
    expect((await listRoute(new Request('http://localhost/api/v1/posts/get?locale=fr'), {})).status).toBe(400);
  });
});
