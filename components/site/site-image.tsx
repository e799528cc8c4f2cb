'use client';

import Image, { type ImageProps } from 'next/image';
import { siteImageSrc } from '@/lib/site-images';

// originalWidth: of a committed illustration (public/images); null for an image the firm chose
// from the media library (lib/page-images/slots.ts), which goes through the image optimiser.
type Props = Omit<ImageProps, 'loader' | 'src'> & { src: string; originalWidth: number | null };

// next/image for the site's own illustrations. The browser still picks a width from the srcset,
// but every width is a committed static file (lib/site-images.ts) rather than a response of the
// on-demand optimiser, which took 35-110 ms per request here even when cached: long enough for
// the home and About hero images, the largest paint of those pages, to arrive after the scripts.
// A client component because the loader is a function.
export function SiteImage({ src, alt, originalWidth, ...props }: Props) {
  if (originalWidth === null) return <Image {...props} src={src} alt={alt} />;
  return <Image {...props} src={src} alt={alt} loader={({ width }) => siteImageSrc(src, width, originalWidth)} />;
}
