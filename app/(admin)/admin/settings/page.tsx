import Link from 'next/link';
import { NotAllowed } from '@/components/admin/not-allowed';
import { LaunchFindings } from '@/components/admin/settings/launch-findings';
import { SiteSettingsForm } from '@/components/admin/settings/site-settings-form';
import { can } from '@/lib/auth/permissions';
import { SITE_SETTINGS_PAGE as COPY } from '@/lib/content/site-settings';
import { requirePageUser } from '@/lib/server/auth/guard';
import { getSiteSettings } from '@/lib/server/site-settings/settings';
import { placeholderFindings } from '@/lib/site-settings/launch-findings';
import { PageHeader } from '@/components/ui/page-header';
import { updateSiteSettings } from './actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Site settings' };

// For administrators: the firm's details every public page, the legal pages and the e-mails
// show (lib/server/site-settings/), with what is still a placeholder or missing from the Impressum.
export default async function SiteSettingsPage() {
  const user = await requirePageUser('/admin/settings');
  if (!can(user.role, 'staff')) return <NotAllowed role={user.role} />;
  const settings = await getSiteSettings();

  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader
        title={COPY.title}
        intro={
          <>
            {COPY.intro}{' '}
            <Link href="/impressum" prefetch={false} className="font-medium text-brand-700 underline">
              {COPY.impressumLink}
            </Link>
            .
          </>
        }
      />
      <LaunchFindings findings={placeholderFindings(settings)} />
      <SiteSettingsForm settings={settings} save={updateSiteSettings} />
    </div>
  );
}
