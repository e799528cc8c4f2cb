import { NotFoundSection } from '@/components/site/not-found-section';

// The public pages' own 404 boundary. Without it they inherit app/not-found.tsx, whose copy of
// the whole public layout (info bar, navigation, footer) then travels, unused, in the data of
// every public page; here the layout around it is already (site)/layout.tsx.
export default function SiteNotFound() {
  return <NotFoundSection />;
}
