import sharp from 'sharp';
import MediaPage from '@/app/(admin)/admin/media/page';
import { MediaCard } from '@/components/admin/media/media-card';
import { NotAllowed } from '@/components/admin/not-allowed';
import { saveImage } from '@/lib/server/storage';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addPost } from '@/app/(admin)/admin/blogs/actions';
import { removeMediaFile, saveMediaAlt } from '@/app/(admin)/admin/media/actions';
import { GET as listRoute } from '@/app/api/v1/media/route';
import { STILL_USED } from '@/lib/server/media/commands';
import { listMedia } from '@/lib/server/media/queries';
import { whereUsed } from '@/lib/server/media/usage';
import { readImage } from '@/lib/server/storage';
import { serveImage } from '@/lib/server/storage/serve-image';
import { storeUploadedImage } from '@/lib/server/storage/image';
import { AuditEntry } from '@/models/audit-entry';
import { Author } from '@/models/author';
import { MediaFile } from '@/models/media-file';
import { NewsletterIssue } from '@/models/newsletter-issue';
import { Post } from '@/models/post';
import { actAs, dataOf } from './support/actions';
import { authHeaders, createUser, tokenFor } from './support/auth';
import { elementsOf } from './support/elements';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The media library's queries and back-office commands (issue 44) against the embedded database:
// where an image is used, the alt text per language, delete only when unused, search.
const image = (background: string) => sharp({ create: { width: 90, height: 60, channels: 3, background } }).png().toBuffer();
let editor = '';
let adviser = '';

beforeAll(async () => {
  editor = await tokenFor(await createUser({ email: 'media-editor@example.com', password: 'long enough password', name: 'Media Editor', role: 'editor' }));
  adviser = await tokenFor(await createUser({ email: 'media-adviser@example.com', password: 'long enough password', role: 'adviser' }));
});

describe('the library page', () => {
  it('shows advisers the not-allowed screen, and editors every image, with files stored before the library recorded on opening', async () => {
    actAs(adviser);
    const refused = await MediaPage({ searchParams: Promise.resolve({}) });
    expect(elementsOf(refused, NotAllowed)).toHaveLength(1);

    const old = await saveImage(await sharp(await image('#0f0')).webp().toBuffer(), 'webp');
    actAs(editor);
    const page = await MediaPage({ searchParams: Promise.resolve({ q: old.slice(0, 18) }) });
    const cards = elementsOf(page, MediaCard);
    expect(cards.map((card) => (card.props.file as { name: string }).name)).toEqual([old]);
    expect(cards[0]!.props.uses).toEqual([]);
  });
});

describe('where an image is used', () => {
  it('lists each post, author and newsletter issue that shows it, with a title and the page that edits it', async () => {
    const name = await storeUploadedImage(await image('#118'));
    const post = await Post.collection.insertOne({ headline: 'Cover and text', image: name, summary: `See ![a](/uploads/${name})`, updatedAt: new Date() });
    const shared = await Post.collection.insertOne({ headline: 'Shared picture', socialImage: name, updatedAt: new Date() });
    const author = await Author.create({ name: 'Photo Person', slug: 'photo-person', photo: name });
    const issue = await NewsletterIssue.create({ locale: 'en', subject: 'Monthly pictures', body: `![x](/uploads/${name})` });
    const uses = await whereUsed(name);
    expect(uses).toEqual(
      expect.arrayContaining([
        { kind: 'post-cover', title: 'Cover and text', href: `/admin/blogs/edit/${post.insertedId.toString()}` },
        { kind: 'post-text', title: 'Cover and text', href: `/admin/blogs/edit/${post.insertedId.toString()}` },
        { kind: 'post-social-image', title: 'Shared picture', href: `/admin/blogs/edit/${shared.insertedId.toString()}` },
        { kind: 'author-photo', title: 'Photo Person', href: `/admin/authors/${author._id.toString()}` },
        { kind: 'newsletter-text', title: 'Monthly pictures', href: `/admin/newsletter/issues/${issue._id.toString()}` },
      ]),
    );
    expect(uses).toHaveLength(5);
    expect(await whereUsed(await storeUploadedImage(await image('#811')))).toEqual([]);
  });
});

describe('deleting a library image', () => {
  it('is refused while something uses it, with the list of places, and removes file and record once nothing does', async () => {
    const name = await storeUploadedImage(await image('#228'));
    const author = await Author.create({ name: 'Still Shown', slug: 'still-shown', photo: name });
    actAs(editor);
    const refused = await removeMediaFile(name);
    expect(refused).toMatchObject({ ok: false, code: 'conflict' });
    expect(!refused.ok && refused.message).toBe(`${STILL_USED} Author photo: Still Shown.`);
    expect(await readImage(name)).not.toBeNull();

    await Author.deleteOne({ _id: author._id });
    dataOf(await removeMediaFile(name));
    expect(await readImage(name)).toBeNull();
    expect(await MediaFile.countDocuments({ name })).toBe(0);
    expect(await AuditEntry.exists({ action: 'media-deleted', target: name, actorEmail: 'media-editor@example.com' })).toBeTruthy();
    expect(await removeMediaFile(name)).toMatchObject({ ok: false, code: 'not-found' });
  });
});

describe('the alt text per language', () => {
  it('is saved for every language at once and audited with what changed', async () => {
    const name = await storeUploadedImage(await image('#338'));
    actAs(editor);
    const saved = dataOf(await saveMediaAlt({ name, alt: { en: ' A red chair ', de: 'Ein roter Stuhl' } }));
    expect(saved.alt).toEqual({ en: 'A red chair', de: 'Ein roter Stuhl' });
    expect(await AuditEntry.findOne({ action: 'media-alt-saved', target: name }).lean()).toMatchObject({ details: 'English: “A red chair”, German: “Ein roter Stuhl”' });

    // Emptied in German: no German alt any more.
    expect(dataOf(await saveMediaAlt({ name, alt: { en: 'A red chair', de: '' } })).alt).toEqual({ en: 'A red chair' });
    expect(await AuditEntry.countDocuments({ action: 'media-alt-saved', target: name })).toBe(2);
    // Unchanged: nothing to audit.
    dataOf(await saveMediaAlt({ name, alt: { en: 'A red chair' } }));
    expect(await AuditEntry.countDocuments({ action: 'media-alt-saved', target: name })).toBe(2);
  });

  it('refuses text that is too long or not one line, per field, and changes nothing', async () => {
    const name = await storeUploadedImage(await image('#448'));
    actAs(editor);
    const result = await saveMediaAlt({ name, alt: { en: 'x'.repeat(201), de: 'two\nlines' } });
    expect(result).toMatchObject({ ok: false, code: 'invalid' });
    expect(!result.ok && Object.keys(result.fieldErrors ?? {})).toEqual(['alt.en', 'alt.de']);
    expect((await MediaFile.findOne({ name }).lean())?.alt?.en ?? '').toBe('');
    expect(await saveMediaAlt({ name: '01234567-89ab-cdef-0123-456789abcdef.webp', alt: { en: 'A' } })).toMatchObject({ ok: false, code: 'not-found' });
  });
});

describe('listing and searching the library', () => {
  it('finds images by name or alt in any language, newest first, and answers the picker through GET /api/v1/media', async () => {
    const older = await storeUploadedImage(await image('#558'));
    const newer = await storeUploadedImage(await image('#668'));
    await MediaFile.updateOne({ name: older }, { $set: { alt: { en: 'Brandenburg Gate at night' } } });
    await MediaFile.updateOne({ name: newer }, { $set: { alt: { en: 'A gate', de: 'Ein Tor am Brandenburger Platz' } } });

    expect((await listMedia({ q: 'brandenburg' })).files.map((file) => file.name)).toEqual([newer, older]);
    expect((await listMedia({ q: older.slice(0, 13) })).files.map((file) => file.name)).toEqual([older]);
    expect((await listMedia({ q: 'no such picture' })).files).toEqual([]);
    // A search is a literal text, never a pattern.
    expect((await listMedia({ q: '.*' })).files).toEqual([]);
    const page = await listMedia({ perPage: 1, page: 2 });
    expect(page).toMatchObject({ page: 2, files: [expect.objectContaining({ name: expect.any(String) })] });
    expect(page.totalPages).toBe(page.total);

    const response = await listRoute(new Request('http://localhost/api/v1/media?q=Tor%20am', { headers: authHeaders(editor) }), { params: Promise.resolve({}) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { success: boolean; data: { name: string; url: string; alt: Record<string, string> }[] };
    expect(body).toMatchObject({ success: true, data: [{ name: newer, url: `/uploads/${newer}`, alt: { en: 'A gate', de: 'Ein Tor am Brandenburger Platz' } }] });
  });
});

describe('an image field picking from the library', () => {
  it('saves a post whose cover and social image are library images, by name, and refuses a name nothing is stored under', async () => {
    const cover = await storeUploadedImage(await image('#778'));
    const social = await storeUploadedImage(await image('#887'));
    const post = { headline: 'Picked from the library', summary: 'A cover chosen in the media picker.', category: 'Germany' as const, imageAlt: 'A library image', socialImage: social };
    actAs(editor);
    const saved = dataOf(await addPost({ ...post, image: cover }));
    expect(saved).toMatchObject({ image: cover, socialImage: social });
    expect((await whereUsed(cover)).map((use) => use.kind)).toEqual(['post-cover']);
    expect((await whereUsed(social)).map((use) => use.kind)).toEqual(['post-social-image']);

    const missing = await addPost({ ...post, headline: 'Picked a lost file', image: '01234567-89ab-cdef-0123-456789abcdef.webp' });
    expect(missing).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { image: [expect.any(String)] } });
  });
});

describe('serving a library image', () => {
  it('promises a never replaced file as immutable, and one whose history is unknown (no database) for revalidation only', async () => {
    const name = await storeUploadedImage(await image('#99a'));
    const serve = () => serveImage(new Request(`http://localhost/uploads/${name}`), name);
    expect((await serve()).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const down = vi.spyOn(MediaFile, 'exists').mockRejectedValueOnce(new Error('database down'));
    const response = await serve();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    down.mockRestore();
  });
});
