import type { Metadata } from 'next';
import { requirePageUser } from '@/lib/auth/guard';
import { recentEnquiries } from '@/lib/enquiries/recent';

export const metadata: Metadata = { title: 'Contact Enquiries' };
export const dynamic = 'force-dynamic';

const LIMIT = 50;
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' });

// The stored leads, newest first, read-only.
export default async function EnquiriesPage() {
  await requirePageUser('/admin/enquiries');
  const enquiries = await recentEnquiries(LIMIT);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Contact Enquiries</h1>
        <p className="mt-1 text-slate-700">
          {enquiries.length === 0 ? 'No enquiries found' : `The ${enquiries.length} most recent enquiries, newest first.`}
        </p>
      </div>
      {enquiries.length > 0 && (
        <ul className="space-y-3">
          {enquiries.map((enquiry) => (
            <li key={enquiry._id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-semibold text-slate-900">{enquiry.fullName}</h2>
                <time dateTime={enquiry.submittedAt} className="text-sm text-slate-600">
                  {dateFormat.format(new Date(enquiry.submittedAt))}
                </time>
              </div>
              <p className="mt-1 text-sm break-all text-slate-700">
                <a className="text-brand-700 underline" href={`mailto:${enquiry.email}`}>
                  {enquiry.email}
                </a>
                {enquiry.phoneNumber && <> · {enquiry.phoneNumber}</>}
                {' · '}
                {enquiry.source === 'service' ? `Service enquiry: ${enquiry.serviceName ?? 'unknown service'}` : 'Contact form'}
                {' · '}
                <span className="capitalize">{enquiry.status}</span>
              </p>
              <p className="mt-2 whitespace-pre-line text-slate-800">{enquiry.message}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
