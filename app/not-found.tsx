import type { Metadata } from 'next';
import { NotFoundSection } from '@/components/site/not-found-section';
import { PublicChrome } from '@/components/site/public-chrome';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <PublicChrome>
      <NotFoundSection />
    </PublicChrome>
  );
}
