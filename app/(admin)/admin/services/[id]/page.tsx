import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { NotAllowed } from '@/components/admin/not-allowed';
import { ServiceForm } from '@/components/admin/services/service-form';
import { buttonClass } from '@/components/ui/button';
import { can } from '@/lib/auth/permissions';
import { SERVICES_ADMIN_COPY as COPY } from '@/lib/content/services-admin';
import { requirePageUser } from '@/lib/server/auth/guard';
import { readServiceRecord } from '@/lib/server/services/store';
import { defaultService } from '@/lib/services/defaults';
import { isServiceId, servicePath } from '@/lib/services/service';
import { updateService } from '../actions';

export const metadata: Metadata = { title: 'Edit service' };
export const dynamic = 'force-dynamic';

// One service's form, read on the server for the id in the address; it saves through its action.
export default async function ServiceAdminPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePageUser(`/admin/services/${id}`);
  if (!can(user.role, 'staff')) return <NotAllowed role={user.role} />;
  const back = (
    <Link href="/admin/services" className={buttonClass('secondary', 'sm')}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {COPY.back}
    </Link>
  );
  if (!isServiceId(id)) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">{COPY.notFound}</h1>
        {back}
      </div>
    );
  }
  const service = await readServiceRecord(id);
  return (
    <div className="w-full min-w-0 space-y-6">
      <div className="space-y-3">
        {back}
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{COPY.formTitle(service.title.en)}</h1>
        <p className="text-slate-700">
          {COPY.formIntro}{' '}
          <Link href={servicePath(id)} prefetch={false} className="font-semibold text-brand-700 underline underline-offset-2">
            {COPY.viewPage}
          </Link>
        </p>
        <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{COPY.fixedHeading}:</span> {COPY.fixedText(defaultService(id).serviceName)}
        </p>
      </div>
      <ServiceForm service={service} save={updateService.bind(null, id)} />
    </div>
  );
}
