import { SiteImage } from '@/components/site/site-image';
import type { PageImageSource } from '@/lib/page-images/slots';

// One of the About page's illustrations (1200 × 900, half the page's width from a laptop up). The
// hero's is the page's largest paint, so it loads first; the others load as they come into view.
// An image the firm chose instead (lib/page-images/slots.ts) is cropped to the same 4:3 frame.
export function AboutPhoto({ image, alt, first = false, className }: { image: PageImageSource; alt: string; first?: boolean; className: string }) {
  return (
    <SiteImage
      src={image.src}
      originalWidth={image.originalWidth}
      alt={alt}
      width={1200}
      height={900}
      sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
      {...(first ? { preload: true, fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      className={`aspect-[4/3] object-cover ${className}`}
    />
  );
}
