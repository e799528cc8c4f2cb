import Link from 'next/link';
import type { ResendMail } from '@/components/admin/shared/lead-actions';
import { ResendButton } from '@/components/admin/shared/resend-button';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { FAILED_MAIL_COPY as COPY } from '@/lib/content/lead-workspace';
import type { FailedLeadMailDto } from '@/lib/enquiries/enquiry';

// Lead e-mails the outbox gave up on: how many, which, and a way to send each again.
export function FailedMailBanner({ failed, resend }: { failed: FailedLeadMailDto[]; resend: ResendMail }) {
  if (failed.length === 0) return null;
  return (
    <section aria-labelledby="failed-mail-heading" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
      <h2 id="failed-mail-heading" className="font-bold">
        {COPY.heading(failed.length)}
      </h2>
      <p className="mt-1 text-sm">{COPY.intro}</p>
      <ul className="mt-3 space-y-2">
        {failed.map((mail) => {
          const kind = COPY.kinds[mail.kind.replace(/:.*/, '')] ?? mail.kind;
          const who = mail.fullName || mail.to;
          return (
            <li key={`${mail.enquiryId}:${mail.kind}`} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="min-w-0 wrap-anywhere">
                <Link href={`/admin/enquiries/${mail.enquiryId}`} className={`font-semibold underline ${FOCUS_RING}`}>
                  {who}
                </Link>
                : {kind} {COPY.to(mail.to)}
                {mail.lastError ? ` (${mail.lastError})` : ''}
              </span>
              <ResendButton enquiryId={mail.enquiryId} kind={mail.kind} label={`Send again: ${kind} ${COPY.to(mail.to)}`} resend={resend} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
