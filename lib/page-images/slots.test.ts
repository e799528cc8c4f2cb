import { describe, expect, it } from 'vitest';
import { catalogueDefault } from '@/lib/texts/catalogue';
import { PAGE_IMAGE_IDS, PAGE_IMAGE_SLOTS, pageImageChoiceSchema, pageImageSources } from './slots';

describe('the images of the pages', () => {
  it('lists every image once, each with a committed original, and an alt text in every language unless decorative', () => {
    expect(PAGE_IMAGE_SLOTS.map((slot) => slot.id)).toEqual([...PAGE_IMAGE_IDS]);
    for (const slot of PAGE_IMAGE_SLOTS) {
      expect(slot.original).toMatch(/^\/images\/.+\.webp$/);
      if (slot.altKey) for (const locale of ['en', 'de'] as const) expect(catalogueDefault(slot.altKey, locale)).toBeTruthy();
    }
    expect(PAGE_IMAGE_SLOTS.filter((slot) => slot.altKey === null).map((slot) => slot.id)).toEqual(['home-hero-1', 'home-hero-2', 'home-hero-3', 'home-hero-4', 'home-hero-5']);
  });

  it('shows a chosen library file through the optimiser and the others’ originals at their committed widths', () => {
    const sources = pageImageSources(new Map([['about-vision', 'a1b2c3d4-0000-4000-8000-000000000000.webp'], ['gone', 'x.webp']]));
    expect(sources['about-vision']).toEqual({ src: '/uploads/a1b2c3d4-0000-4000-8000-000000000000.webp', originalWidth: null });
    expect(sources['home-hero-1']).toEqual({ src: '/images/home/hero-berlin-skyline.webp', originalWidth: 1600 });
    expect(Object.keys(sources)).toEqual([...PAGE_IMAGE_IDS]);
  });

  it('takes a stored file name only', () => {
    expect(pageImageChoiceSchema.safeParse({ id: 'about-hero', file: 'a1b2c3d4-0000-4000-8000-000000000000.webp' }).success).toBe(true);
    expect(pageImageChoiceSchema.safeParse({ id: 'about-hero', file: '/etc/passwd' }).success).toBe(false);
    expect(pageImageChoiceSchema.safeParse({ id: 'nowhere', file: 'a1b2c3d4-0000-4000-8000-000000000000.webp' }).success).toBe(false);
  });
});
