import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ABOUT_HERO, ABOUT_VISION } from './content/about';
import { HOME_HERO } from './content/home';
import { SITE_IMAGE_WIDTHS, siteImageSrc, siteImageVariant } from './site-images';

const publicFile = (src: string) => path.join(process.cwd(), 'public', src);

describe('site image widths', () => {
  it('sends the narrowest committed width that covers the request', () => {
    expect(siteImageSrc('/images/home/a.webp', 400, 1600)).toBe('/images/home/a-640w.webp');
    expect(siteImageSrc('/images/home/a.webp', 640, 1600)).toBe('/images/home/a-640w.webp');
    expect(siteImageSrc('/images/home/a.webp', 750, 1600)).toBe('/images/home/a-828w.webp');
    expect(siteImageSrc('/images/home/a.webp', 1080, 1600)).toBe('/images/home/a-1200w.webp');
  });

  it('sends the original when it is not wider than the request, or no narrower file covers it', () => {
    expect(siteImageSrc('/images/home/a.webp', 1920, 1600)).toBe('/images/home/a.webp');
    expect(siteImageSrc('/images/about/b.webp', 1080, 1200)).toBe('/images/about/b.webp');
  });

  it('has every narrower width committed for each illustration the pages show', async () => {
    const sources = [...HOME_HERO.slides, ABOUT_HERO.image.src, ABOUT_VISION.image.src];
    for (const src of sources) {
      const { width = 0 } = await sharp(publicFile(src)).metadata();
      for (const variant of SITE_IMAGE_WIDTHS.filter((candidate) => candidate < width)) {
        expect(existsSync(publicFile(siteImageVariant(src, variant))), `${src} at ${variant} px`).toBe(true);
      }
    }
  });
});
