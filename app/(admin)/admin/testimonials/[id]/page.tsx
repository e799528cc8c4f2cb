import Link from 'next/link';
import { NotAllowed } from '@/components/admin/not-allowed';
import { TestimonialForm } from '@/components/admin/testimonials/testimonial-form';
import { buttonClass } from '@/components/ui/button';
import { can } from '@/lib/auth/permissions';
import { TESTIMONIALS_ADMIN_COPY as COPY } from '@/lib/content/testimonials-admin';
import { requirePageUser } from '@/lib/server/auth/guard';
import { getTestimonial } from '@/lib/server/testimonials/queries';
import { saveTestimonial } from '../actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.editTitle };

export default async function EditTestimonialPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePageUser(`/admin/testimonials/${encodeURIComponent(id)}`);
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  const testimonial = await getTestimonial(id);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{COPY.editTitle}</h1>
      {testimonial ? (
        <TestimonialForm key={testimonial.updatedAt} testimonial={testimonial} save={saveTestimonial.bind(null, testimonial._id)} />
      ) : (
        <div role="alert" className="flex flex-col items-start gap-4">
          <p className="text-slate-700">{COPY.loadFailed}</p>
          <Link href="/admin/testimonials" className={buttonClass('primary')}>
            {COPY.backToList}
          </Link>
        </div>
      )}
    </div>
  );
}
