import { SiteImage } from '@/components/site/site-image';

// One of the About page's illustrations (1200 × 900, half the page's width from a laptop up). The
// hero's is the page's largest paint, so it loads first; the others load as they come into view.
export function AboutPhoto({ image, first = false, className }: { image: { src: string; alt: string }; first?: boolean; className: string }) {
  return (
    <SiteImage
      src={image.src}
      originalWidth={1200}
      alt={image.alt}
      width={1200}
      height={900}
      sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
      {...(first ? { preload: true, fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      className={className}
    />
  );
}
