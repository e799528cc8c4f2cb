import Link from 'next/link';
import { NotAllowed } from '@/components/admin/not-allowed';
import { DeleteSubscriberButton } from '@/components/admin/newsletter/delete-subscriber-button';
import { NewsletterNav } from '@/components/admin/newsletter/newsletter-nav';
import { PrintButton } from '@/components/admin/newsletter/print-button';
import { SubscriberStatusBadge } from '@/components/admin/newsletter/subscriber-status-badge';
import { UnsubscribeOnRequestForm } from '@/components/admin/newsletter/unsubscribe-on-request-form';
import { DescriptionItem } from '@/components/ui/description-item';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { LANGUAGE_NAMES } from '@/i18n/locales';
import { can } from '@/lib/auth/permissions';
import { UNSUBSCRIBE_WAY_LABELS } from '@/lib/newsletter/subscribers';
import { requirePageUser } from '@/lib/server/auth/guard';
import { subscriberProof } from '@/lib/server/newsletter/subscriber-records';
import { formatDateTime, formatDateTimeInZone } from '@/lib/time/format';
import { deleteSubscriber, unsubscribeSubscriber } from '../actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Consent proof' };

type Params = Promise<{ id: string }>;

// The time of a proof: the firm's Berlin time and UTC, both to the minute, and the exact instant
// for a machine in the <time> element.
function Moment({ at }: { at: string }) {
  return (
    <time dateTime={at}>
      {formatDateTime(at, 'long')} Berlin time
      <span className="block text-sm text-slate-600">{formatDateTimeInZone(at, 'UTC')}</span>
    </time>
  );
}

const NONE = <span className="text-slate-600">Not recorded</span>;

// One subscriber's consent proof (Art. 7(1) GDPR, § 7(2) UWG), printable: what they agreed to, in
// which words and version, when, from where and with which browser, when they confirmed and from
// where, when and how they left, and the issues mailed to them. Administrators only.
export default async function SubscriberProofPage({ params }: { params: Params }) {
  const { id } = await params;
  const user = await requirePageUser(`/admin/newsletter/subscribers/${id}`);
  if (!can(user.role, 'staff')) return <NotAllowed role={user.role} />;
  const proof = await subscriberProof(id);
  if (!proof) {
    return (
      <div className="w-full min-w-0 space-y-6">
        <PageHeader title="This subscriber could not be found. They may have been deleted." />
        <NewsletterNav current="/admin/newsletter/subscribers" role={user.role} />
      </div>
    );
  }

  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title="Consent proof" intro={<span className="wrap-anywhere">Newsletter subscription of {proof.email}</span>}>
        <div className="flex flex-wrap gap-3 print:hidden">
          <Link href="/admin/newsletter/subscribers" className="inline-flex min-h-11 items-center font-medium text-brand-700 underline">
            All subscribers
          </Link>
          <PrintButton label="Print" />
        </div>
      </PageHeader>
      <div className="print:hidden">
        <NewsletterNav current="/admin/newsletter/subscribers" role={user.role} />
      </div>

      <SectionCard titleId="proof-subscription-title" title="Subscription">
        <dl className="grid gap-4 sm:grid-cols-2">
          <DescriptionItem label="E-mail address">{proof.email}</DescriptionItem>
          <DescriptionItem label="Status">
            <SubscriberStatusBadge status={proof.status} />
          </DescriptionItem>
          <DescriptionItem label="Language">{LANGUAGE_NAMES[proof.locale] ?? proof.locale}</DescriptionItem>
          <DescriptionItem label="Subscribed at">
            <Moment at={proof.subscribedAt} />
          </DescriptionItem>
          <DescriptionItem label="IP address">{proof.subscribedIp || NONE}</DescriptionItem>
          <DescriptionItem label="Page">{proof.subscribedPage || NONE}</DescriptionItem>
          <DescriptionItem label="Browser" wide>
            {proof.userAgent || NONE}
          </DescriptionItem>
        </dl>
      </SectionCard>

      <SectionCard titleId="proof-consent-title" title="Consent wording" intro="The exact words beside the unticked box the person ticked.">
        <blockquote className="rounded-md border-l-4 border-slate-300 bg-slate-50 p-4 whitespace-pre-line text-slate-900">{proof.consent.text}</blockquote>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <DescriptionItem label="Wording version">{proof.consent.version}</DescriptionItem>
          <DescriptionItem label="Privacy policy version">{proof.consent.privacyPolicyVersion ?? 'No version (the privacy policy as published then)'}</DescriptionItem>
        </dl>
      </SectionCard>

      <SectionCard titleId="proof-confirmation-title" title="Confirmation and withdrawal">
        <dl className="grid gap-4 sm:grid-cols-2">
          <DescriptionItem label="Confirmed at">{proof.confirmedAt ? <Moment at={proof.confirmedAt} /> : 'Not confirmed'}</DescriptionItem>
          <DescriptionItem label="Confirmation IP address">{proof.confirmationIp || (proof.confirmedAt ? NONE : '–')}</DescriptionItem>
          <DescriptionItem label="Unsubscribed at">{proof.unsubscribedAt ? <Moment at={proof.unsubscribedAt} /> : 'Not unsubscribed'}</DescriptionItem>
          <DescriptionItem label="How">{proof.unsubscribedHow ? UNSUBSCRIBE_WAY_LABELS[proof.unsubscribedHow] : '–'}</DescriptionItem>
        </dl>
      </SectionCard>

      <SectionCard titleId="proof-issues-title" title="Issues mailed to them">
        {proof.issues.length === 0 ? (
          <p className="text-slate-700">No issue has been mailed to this address.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {proof.issues.map((issue, index) => (
              <li key={index} className="flex flex-wrap justify-between gap-x-4 gap-y-1 p-3 text-sm">
                <span className="font-medium wrap-anywhere text-slate-900">{issue.contentRemoved ? 'Subject removed by retention' : issue.subject}</span>
                <span className="text-slate-700">
                  {issue.state === 'sent' && issue.sentAt ? `Sent ${formatDateTime(issue.sentAt)}` : issue.state === 'failed' ? 'Could not be delivered' : 'Waiting to be sent'}
                </span>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>

      <div className="print:hidden">
      <SectionCard titleId="proof-requests-title" title="On request" intro="When the person asks to leave the newsletter or to have their data deleted.">
        <div className="space-y-6">
          {proof.status === 'unsubscribed' ? (
            <p className="text-slate-700">Already unsubscribed: no issue is sent to this address.</p>
          ) : (
            <UnsubscribeOnRequestForm unsubscribe={unsubscribeSubscriber.bind(null, proof.id)} />
          )}
          <div className="border-t border-slate-200 pt-6">
            <DeleteSubscriberButton id={proof.id} email={proof.email} issues={proof.issues.length} remove={deleteSubscriber} />
          </div>
        </div>
      </SectionCard>
      </div>
    </div>
  );
}
