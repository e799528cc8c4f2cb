import { PublicChrome } from '@/components/site/public-chrome';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';

// Every public page shows the firm's details in its header bar and footer, read through the data
// cache; saving them expires the pages at once on this instance, and this bounds how long another
// instance keeps a page (lib/server/site-settings/cached.ts). Pages stay prerendered. The read is
// handed over unawaited, so the page renders alongside it.
export const revalidate = 60;

export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return <PublicChrome site={siteSettingsForPages()}>{children}</PublicChrome>;
}
