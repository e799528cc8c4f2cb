import { revalidatePath, revalidateTag } from 'next/cache';
import { isValidElement } from 'react';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import PageImagesPage from '@/app/(admin)/admin/texts/images/page';
import { choosePageImageAction, resetPageImageAction } from '@/app/(admin)/admin/texts/images/actions';
import { removeMediaFile } from '@/app/(admin)/admin/media/actions';
import { NotAllowed } from '@/components/admin/not-allowed';
import { PAGE_IMAGES_CACHE_TAG } from '@/lib/server/cache-tags';
import { expireCachedReads } from '@/lib/server/data-cache';
import { whereUsed } from '@/lib/server/media/usage';
import { pageImagesForPages } from '@/lib/server/page-images/cached';
import { listPageImages } from '@/lib/server/page-images/store';
import { storeUploadedImage } from '@/lib/server/storage/image';
import { AuditEntry } from '@/models/audit-entry';
import { PageImage } from '@/models/page-image';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The images of the pages (issue 45): a media library file chosen for the home page's hero or an
// About illustration, shown by the pages, expiring exactly the page that shows it, audited, kept
// from deletion while shown, and put back to the original.
const image = (background: string) => sharp({ create: { width: 120, height: 90, channels: 3, background } }).png().toBuffer();
let editor = '';
let adviser = '';

beforeAll(async () => {
  editor = await tokenFor(await createUser({ email: 'page-images-editor@example.com', password: 'long enough password', name: 'Pia Pictures', role: 'editor' }));
  adviser = await tokenFor(await createUser({ email: 'page-images-adviser@example.com', password: 'long enough password', role: 'adviser' }));
});

beforeEach(async () => {
  await Promise.all([PageImage.deleteMany({}), AuditEntry.deleteMany({})]);
  expireCachedReads(PAGE_IMAGES_CACHE_TAG);
  vi.mocked(revalidatePath).mockClear();
  vi.mocked(revalidateTag).mockClear();
  actAs(editor);
});

describe('choosing an image of the pages', () => {
  it('shows the library’s file on its page instead of the original, expires that page in every language, and audits it', async () => {
    const before = await pageImagesForPages();
    expect(before['about-hero']).toEqual({ src: '/images/about/about-berlin.webp', originalWidth: 1200 });
    const name = await storeUploadedImage(await image('#246'));

    dataOf(await choosePageImageAction({ id: 'about-hero', file: name }));
    expect((await pageImagesForPages())['about-hero']).toEqual({ src: `/uploads/${name}`, originalWidth: null });
    // The others keep their originals.
    expect((await pageImagesForPages())['home-hero-1'].src).toBe('/images/home/hero-berlin-skyline.webp');
    expect(vi.mocked(revalidatePath).mock.calls.map(([path]) => path).sort()).toEqual(['/lang/de/about', '/lang/en/about']);
    expect(vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).toContain(PAGE_IMAGES_CACHE_TAG);

    const listed = (await listPageImages()).find((row) => row.id === 'about-hero');
    expect(listed).toMatchObject({ file: name, updatedBy: 'Pia Pictures', altKey: 'About.hero.imageAlt' });
    const audit = await AuditEntry.find().lean();
    expect(audit.map((entry) => [entry.action, entry.target, entry.details])).toEqual([['page-image-chosen', 'About: Beside the heading', name]]);

    // The same file again changes nothing and records nothing.
    vi.mocked(revalidatePath).mockClear();
    dataOf(await choosePageImageAction({ id: 'about-hero', file: name }));
    expect(revalidatePath).not.toHaveBeenCalled();
    expect(await AuditEntry.countDocuments()).toBe(1);
  });

  it('expires the home page for a hero slide', async () => {
    const name = await storeUploadedImage(await image('#642'));
    dataOf(await choosePageImageAction({ id: 'home-hero-3', file: name }));
    expect(vi.mocked(revalidatePath).mock.calls.map(([path]) => path).sort()).toEqual(['/lang/de', '/lang/en']);
    expect((await pageImagesForPages())['home-hero-3']).toEqual({ src: `/uploads/${name}`, originalWidth: null });
  });

  it('refuses a file the library does not hold, an unknown image and a name that is not a stored file, and stores nothing', async () => {
    const missing = await choosePageImageAction({ id: 'about-hero', file: '01234567-89ab-cdef-0123-456789abcdef.webp' });
    expect(missing).toMatchObject({ ok: false, code: 'not-found', message: expect.stringMatching(/not in the media library/) });
    const unknown = await choosePageImageAction({ id: 'contact-hero' as 'about-hero', file: '01234567-89ab-cdef-0123-456789abcdef.webp' });
    expect(unknown).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { id: [expect.any(String)] } });
    const traversal = await choosePageImageAction({ id: 'about-hero', file: '../../etc/passwd' });
    expect(traversal).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { file: ['Choose an image'] } });
    expect(await PageImage.countDocuments()).toBe(0);
  });

  it('is refused to an adviser, who gets the not-allowed screen', async () => {
    actAs(adviser);
    const name = await storeUploadedImage(await image('#999'));
    expect(await choosePageImageAction({ id: 'about-hero', file: name })).toMatchObject({ ok: false, code: 'forbidden' });
    const page = await PageImagesPage();
    expect(isValidElement(page) && page.type).toBe(NotAllowed);
    expect(await PageImage.countDocuments()).toBe(0);
  });
});

describe('an image shown on a page', () => {
  it('is listed where used and cannot be deleted from the library until the original is back', async () => {
    const name = await storeUploadedImage(await image('#0a5'));
    dataOf(await choosePageImageAction({ id: 'about-vision', file: name }));
    expect(await whereUsed(name)).toEqual([{ kind: 'page-image', title: 'About: Beside the vision', href: '/admin/texts/images' }]);
    const refused = await removeMediaFile(name);
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('Page image: About: Beside the vision') });

    dataOf(await resetPageImageAction({ id: 'about-vision' }));
    expect((await pageImagesForPages())['about-vision'].src).toBe('/images/about/about-journey.webp');
    expect((await AuditEntry.find().sort({ at: 1 }).lean()).map((entry) => entry.action)).toEqual(['page-image-chosen', 'page-image-reset']);
    dataOf(await removeMediaFile(name));
  });
});
