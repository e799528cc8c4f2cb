import { NotAllowed } from '@/components/admin/not-allowed';
import { NewsletterNav } from '@/components/admin/newsletter/newsletter-nav';
import { NewsletterSettingsForm } from '@/components/admin/newsletter/newsletter-settings-form';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { can } from '@/lib/auth/permissions';
import { PENDING_KEEP_DAYS } from '@/lib/newsletter/newsletter';
import { requirePageUser } from '@/lib/server/auth/guard';
import { newsletterSettings } from '@/lib/server/newsletter/settings';
import { updateNewsletterSettings } from './actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Newsletter' };

// The newsletter's settings (issue 30); its issues are written and sent under Issues
// (/admin/newsletter/issues). Offering the newsletter at all is the firm's decision, so the switch
// and the sending pace are administrators' (capability `staff`): editors see them, unchangeable.
export default async function NewsletterAdminPage() {
  const user = await requirePageUser('/admin/newsletter');
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  const settings = await newsletterSettings();
  const mayChange = can(user.role, 'staff');

  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title="Newsletter" intro="A newsletter by e-mail to readers who asked for it and confirmed their address (double opt-in)." />
      <NewsletterNav current="/admin/newsletter" role={user.role} />

      <SectionCard
        titleId="newsletter-switch-title"
        title="On or off"
        intro={settings.enabled ? 'The newsletter is on: visitors can subscribe.' : 'The newsletter is off: no subscription box is shown and nobody can subscribe.'}
      >
        <div className="space-y-3 text-sm text-slate-700">
          <p>
            Switching it on shows a subscription box at the end of every post, in the footer of every public page, with the
            result of the Opportunity Card points check and in the confirmation after an enquiry sent with an Enquire button,
            in the page&apos;s language (English or German). Each box has an e-mail field and an unticked consent line; nobody
            is subscribed until they confirm by the link in the mail they receive.
          </p>
          <p>
            For every subscriber the proof of consent is kept: the address, the language, the exact consent wording and its
            version, the time, the IP address, the page and the browser of the subscription, and the time and IP address of
            the confirmation. Unconfirmed subscriptions are deleted after {PENDING_KEEP_DAYS} days. Switching the newsletter off keeps every
            subscriber and proof; subscribers can still confirm and unsubscribe.
          </p>
        </div>
        <div className="mt-6 border-t border-slate-200 pt-6">
          {mayChange ? (
            <NewsletterSettingsForm settings={settings} save={updateNewsletterSettings} />
          ) : (
            <div className="space-y-3 text-sm">
              <dl className="grid gap-3 sm:grid-cols-3">
              <div>
                <dt className="font-medium text-slate-900">Newsletter</dt>
                <dd className="text-slate-700">{settings.enabled ? 'On' : 'Off'}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-900">Mails per minute</dt>
                <dd className="text-slate-700">{settings.ratePerMinute}</dd>
              </div>
              <div>
                <dt className="font-medium text-slate-900">Pause after failures</dt>
                <dd className="text-slate-700">{settings.pauseAfterFailures}</dd>
              </div>
              </dl>
              <p className="text-slate-700">Only an administrator can switch the newsletter on or off or change its pace.</p>
            </div>
          )}
        </div>
      </SectionCard>
    </div>
  );
}
