import { NotAllowed } from '@/components/admin/not-allowed';
import { TestimonialForm } from '@/components/admin/testimonials/testimonial-form';
import { can } from '@/lib/auth/permissions';
import { TESTIMONIALS_ADMIN_COPY as COPY } from '@/lib/content/testimonials-admin';
import { requirePageUser } from '@/lib/server/auth/guard';
import { addTestimonial } from '../actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: COPY.newTitle };

export default async function NewTestimonialPage() {
  const user = await requirePageUser('/admin/testimonials/new');
  if (!can(user.role, 'posts')) return <NotAllowed role={user.role} />;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{COPY.newTitle}</h1>
      <TestimonialForm save={addTestimonial} />
    </div>
  );
}
