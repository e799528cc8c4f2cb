import { z } from 'zod';
import { STORED_IMAGE_NAME } from '@/lib/fields/upload-name';
import { ABOUT_HERO, ABOUT_VISION } from '@/lib/content/about';
import { HOME_HERO } from '@/lib/content/home';
import { imageUrl } from '@/lib/media/media-file';

// The images of the pages (issue 45) the firm can replace from the media library: the home page's
// hero slides and the About page's two illustrations. Each keeps its committed drawing as the
// original (public/images, drawn by scripts/generate-site-images.ts), which "Reset" brings back.
//
// The alt text of an image that says something is a catalogue text (altKey), so it is edited per
// language on the Texts screen and beside the image. The hero's slides sit behind the headline
// under a dark overlay: decorative, so they have no alt text and screen readers skip them.

export const PAGE_IMAGE_IDS = ['home-hero-1', 'home-hero-2', 'home-hero-3', 'home-hero-4', 'home-hero-5', 'about-hero', 'about-vision'] as const;
export type PageImageId = (typeof PAGE_IMAGE_IDS)[number];
export const HOME_HERO_IMAGES = ['home-hero-1', 'home-hero-2', 'home-hero-3', 'home-hero-4', 'home-hero-5'] as const satisfies readonly PageImageId[];

export type PageImageSlot = {
  id: PageImageId;
  // The page's English address (the pages a change expires, in every language).
  path: '/' | '/about';
  page: string;
  label: string;
  original: string;
  // The original's width: its smaller copies are committed beside it (lib/site-images.ts).
  originalWidth: number;
  altKey: string | null;
};

function heroSlide(id: PageImageId, index: number): PageImageSlot {
  const original = HOME_HERO.slides[index];
  if (!original) throw new Error(`The home page has no hero slide ${index + 1}`);
  return { id, path: '/', page: 'Home', label: `Hero slide ${index + 1} of ${HOME_HERO.slides.length}`, original, originalWidth: HOME_HERO.slideWidth, altKey: null };
}

export const PAGE_IMAGE_SLOTS: readonly PageImageSlot[] = [
  ...HOME_HERO_IMAGES.map(heroSlide),
  { id: 'about-hero', path: '/about', page: 'About', label: 'Beside the heading', original: ABOUT_HERO.image.src, originalWidth: 1200, altKey: 'About.hero.imageAlt' },
  { id: 'about-vision', path: '/about', page: 'About', label: 'Beside the vision', original: ABOUT_VISION.image.src, originalWidth: 1200, altKey: 'About.vision.imageAlt' },
];

export function pageImageSlot(id: PageImageId): PageImageSlot {
  const slot = PAGE_IMAGE_SLOTS.find((candidate) => candidate.id === id);
  if (!slot) throw new Error(`No page image ${id}`);
  return slot;
}

// What a page shows in a slot: the library's file chosen for it, or the original.
export type PageImageSource = { src: string; originalWidth: number | null };
export type PageImageSources = Record<PageImageId, PageImageSource>;

export function pageImageSources(chosen: ReadonlyMap<string, string>): PageImageSources {
  return Object.fromEntries(
    PAGE_IMAGE_SLOTS.map((slot) => {
      const file = chosen.get(slot.id);
      return [slot.id, file ? { src: imageUrl(file), originalWidth: null } : { src: slot.original, originalWidth: slot.originalWidth }];
    }),
  ) as PageImageSources;
}

// The screen's rows (lib/server/page-images/store.ts listPageImages).
export type PageImageDto = {
  id: PageImageId;
  page: string;
  label: string;
  original: string;
  // The library's file shown instead of the original, and who chose it when.
  file: string | null;
  updatedBy: string;
  updatedAt: string | null;
  altKey: string | null;
};

// What the screen's choice and reset send (validated on the server).
export const pageImageChoiceSchema = z.object({
  id: z.enum(PAGE_IMAGE_IDS, { error: 'Choose an image of the pages' }),
  file: z.string({ error: 'Choose an image' }).regex(STORED_IMAGE_NAME, 'Choose an image'),
});
export const pageImageResetSchema = pageImageChoiceSchema.pick({ id: true });
