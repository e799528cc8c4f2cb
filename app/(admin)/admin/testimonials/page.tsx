import { NotAllowed } from '@/components/admin/not-allowed';
import { DeleteButton } from '@/components/admin/shared/delete-button';
import { EditLink } from '@/components/admin/shared/record-links';
import { can } from '@/lib/auth/permissions';
import { TESTIMONIALS_ADMIN_COPY as COPY } from '@/lib/content/testimonials-admin';
import { requirePageUser } from '@/lib/server/auth/guard';
import { listTestimonials } from '@/lib/server/testimonials/queries';
import { isPublic } from '@/lib/testimonials/testimonial';
import { formatDay } from '@/lib/time/format';
import { PageHeader } from '@/components/ui/page-header';
import { removeTestimonial } from './actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.listTitle };

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

// The testimonials as cards (one column on a phone): who, what, whether it is shown and the consent
// it rests on, with samples marked. A database failure is left to the admin area's error page.
export default async function TestimonialsPage() {
  const user = await requirePageUser('/admin/testimonials');
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  const testimonials = await listTestimonials();
  const samples = testimonials.filter((testimonial) => testimonial.sample).length;
  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title={COPY.listTitle} intro={COPY.listIntro} add={{ href: '/admin/testimonials/new', label: COPY.addLabel }} />
      {samples > 0 && <p className="max-w-3xl rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">{COPY.samplesNote(samples)}</p>}
      {testimonials.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">{COPY.empty}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {testimonials.map((testimonial) => (
            <li key={testimonial._id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testimonial-id={testimonial._id}>
              <div className="flex flex-wrap items-center gap-2">
                {testimonial.sample && <span className={`${BADGE} bg-amber-100 text-amber-950`}>{COPY.sampleBadge}</span>}
                {isPublic(testimonial) ? (
                  <span className={`${BADGE} bg-green-100 text-green-900`}>{COPY.publishedBadge}</span>
                ) : (
                  <span className={`${BADGE} bg-slate-100 text-slate-800`}>{COPY.unpublishedBadge}</span>
                )}
                <span className="text-sm text-slate-700">{COPY.rated(testimonial.rating)}</span>
              </div>
              <div className="min-w-0">
                <h2 className="text-lg font-semibold break-words text-slate-900">
                  {testimonial.name}
                  {testimonial.country && <span className="font-normal text-slate-700"> · {testimonial.country}</span>}
                </h2>
                <p className="text-sm text-slate-700">
                  {testimonial.university ? `${testimonial.course.en}, ${testimonial.university}` : testimonial.course.en} · {formatDay(testimonial.date)}
                </p>
              </div>
              <p className="line-clamp-3 text-slate-700">“{testimonial.text.en}”</p>
              <p className={`text-sm ${testimonial.consent ? 'text-slate-700' : 'font-medium text-amber-900'}`}>
                {testimonial.consent ? COPY.consentGiven(formatDay(testimonial.consent.givenOn), testimonial.consent.how) : COPY.noConsent}
              </p>
              <div className="mt-auto flex flex-wrap gap-2">
                <EditLink href={`/admin/testimonials/${testimonial._id}`} label={COPY.editLabel} name={testimonial.name} />
                <DeleteButton
                  action={removeTestimonial}
                  id={testimonial._id}
                  name={testimonial.name}
                  confirm={COPY.confirmDelete(testimonial.name)}
                  copy={{ deleteLabel: COPY.deleteLabel, deletingLabel: COPY.deletingLabel, deleted: COPY.deleted, deleteFailed: COPY.deleteFailed }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
