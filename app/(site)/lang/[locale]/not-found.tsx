import { NotFoundSection } from '@/components/site/not-found-section';

// What a public page shows when it calls notFound() (an unknown post), inside (site)/layout.tsx.
// Unknown addresses get app/global-not-found.tsx instead.
export default function SiteNotFound() {
  return <NotFoundSection />;
}
