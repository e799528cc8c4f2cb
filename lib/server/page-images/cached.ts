import 'server-only';
import { cachedRead, expireCachedReads } from '@/lib/server/data-cache';
import { PAGE_IMAGES_CACHE_TAG } from '@/lib/server/cache-tags';
import { expirePublicPage } from '@/lib/server/public-page-cache';
import { connectDb, isDatabaseUnavailable } from '@/lib/server/db';
import { pageImageSources, type PageImageSources } from '@/lib/page-images/slots';
import { PageImage } from '@/models/page-image';

// The home and About pages stay cached pages: the images chosen for them are read through Next's
// data cache under a tag of their own, which a choice expires (with the page), so a change shows
// at once on the instance that made it and within a minute on the others.
const cachedChoices = cachedRead(
  async (): Promise<[string, string][]> => {
    await connectDb();
    return (await PageImage.find().select('file').lean()).map((row) => [row._id, row.file]);
  },
  'page-images',
  { tags: [PAGE_IMAGES_CACHE_TAG], revalidate: 60 },
);

// `next build` prerenders without a database, and an instance that cannot reach it shows the
// originals rather than failing the page (as the testimonials do, lib/server/testimonials/cached.ts).
export async function pageImagesForPages(): Promise<PageImageSources> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return pageImageSources(new Map());
  try {
    return pageImageSources(new Map(await cachedChoices()));
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error('[page-images] the chosen images could not be read (database unavailable); showing the originals');
    return pageImageSources(new Map());
  }
}

export function expirePageImagePages(path: string): void {
  expireCachedReads(PAGE_IMAGES_CACHE_TAG);
  expirePublicPage(path);
}
