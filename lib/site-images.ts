// The site's own illustrations in public/images (drawn by scripts/generate-site-images.ts) are
// committed in a few widths besides the original and served as plain static files; see
// components/site/site-image.tsx for why they bypass the on-demand image optimiser.
export const SITE_IMAGE_WIDTHS = [640, 828, 1200] as const;

// The committed file of a given width: `hero.webp` at 828 px is `hero-828w.webp`.
export function siteImageVariant(src: string, width: number): string {
  return src.replace(/\.webp$/, `-${width}w.webp`);
}

// The file to send for a requested width: the narrowest committed width that is at least as
// wide, or the original (`originalWidth` px wide) when none of the narrower files is.
export function siteImageSrc(src: string, width: number, originalWidth: number): string {
  const variant = SITE_IMAGE_WIDTHS.find((candidate) => candidate >= width && candidate < originalWidth);
  return variant ? siteImageVariant(src, variant) : src;
}
