import { ScreenNav } from '@/components/admin/shared/screen-nav';
import { TEXTS_COPY as COPY } from '@/lib/content/texts';

const SCREENS = [
  { href: '/admin/texts', label: COPY.title },
  { href: '/admin/texts/images', label: COPY.imagesTitle },
] as const;

// The Texts screen and the images of the pages (issue 45): the same people keep both.
export function TextsNav({ current }: { current: (typeof SCREENS)[number]['href'] }) {
  return <ScreenNav label={COPY.navLabel} screens={SCREENS} current={current} />;
}
