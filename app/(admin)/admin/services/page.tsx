import type { Metadata } from 'next';
import { NotAllowed } from '@/components/admin/not-allowed';
import { EditLink, PublicPageLink } from '@/components/admin/shared/record-links';
import { can } from '@/lib/auth/permissions';
import { SERVICES_ADMIN_COPY as COPY } from '@/lib/content/services-admin';
import { requirePageUser } from '@/lib/server/auth/guard';
import { readServices } from '@/lib/server/services/store';
import { formatFee } from '@/lib/services/fee';
import { gapsText, serviceFindings } from '@/lib/services/findings';
import { servicePath } from '@/lib/services/service';
import { formatDateTime } from '@/lib/time/format';
import { PageHeader } from '@/components/ui/page-header';

export const metadata: Metadata = { title: COPY.listTitle };
export const dynamic = 'force-dynamic';

// The six services with their fee, when each was last saved, and what its page still lacks.
// Administrators only: the fees and the Opportunity Card's figures are the firm's statements.
export default async function ServicesAdminPage() {
  const user = await requirePageUser('/admin/services');
  if (!can(user.role, 'staff')) return <NotAllowed role={user.role} />;
  const services = await readServices();
  const findings = new Map(serviceFindings(services).map((finding) => [finding.serviceId, finding]));
  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title={COPY.listTitle} intro={COPY.listIntro} />
      <ul className="grid gap-4 lg:grid-cols-2">
        {services.map((service) => {
          const finding = findings.get(service.id);
          return (
            <li key={service.id} className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
              <h2 className="text-lg font-semibold text-slate-900">{service.title}</h2>
              <p className="text-slate-700">{service.summary}</p>
              <p className="text-sm text-slate-700">
                {COPY.feeLabel}: <span className="font-semibold text-slate-900">{formatFee(service.fee)}</span>
              </p>
              <p className="text-sm text-slate-600">{service.updatedAt ? COPY.lastSaved(formatDateTime(service.updatedAt), service.updatedBy) : COPY.defaultText}</p>
              {finding && (
                <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
                  {COPY.missing} {gapsText(finding.missing)}.
                </p>
              )}
              <div className="mt-auto flex flex-wrap gap-2">
                <EditLink href={`/admin/services/${service.id}`} label={COPY.edit} name={service.title} variant="primary" />
                <PublicPageLink href={servicePath(service.id)} label={COPY.viewPage} name={service.title} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
