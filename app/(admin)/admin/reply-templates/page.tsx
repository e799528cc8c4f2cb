import type { Metadata } from 'next';
import { NotAllowed } from '@/components/admin/not-allowed';
import { ReplyTemplateForm } from '@/components/admin/reply-templates/reply-template-form';
import { can } from '@/lib/auth/permissions';
import { TEMPLATES_COPY as COPY } from '@/lib/content/lead-workspace';
import { REPLY_LANGUAGE_LABELS } from '@/lib/replies/reply-template';
import { REPLY_PLACEHOLDERS, REPLY_SERVICES } from '@/lib/replies/templates';
import { requirePageUser } from '@/lib/server/auth/guard';
import { listReplyTemplates } from '@/lib/server/replies/templates';
import { PageHeader } from '@/components/ui/page-header';
import { resetTemplate, saveTemplate } from './actions';

export const metadata: Metadata = { title: COPY.title };
export const dynamic = 'force-dynamic';

// Administrators edit the texts replies start from: one per service and language.
export default async function ReplyTemplatesPage() {
  const user = await requirePageUser('/admin/reply-templates');
  if (!can(user.role, 'staff')) return <NotAllowed role={user.role} />;
  const templates = await listReplyTemplates();
  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title={COPY.title} intro={COPY.intro} />
      <section aria-labelledby="placeholders-title" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="placeholders-title" className="font-semibold text-slate-900">
          {COPY.placeholders}
        </h2>
        <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {Object.entries(REPLY_PLACEHOLDERS).map(([placeholder, meaning]) => (
            <div key={placeholder} className="flex gap-2">
              <dt className="font-mono text-sm text-slate-900">{placeholder}</dt>
              <dd className="text-sm text-slate-700">{meaning}</dd>
            </div>
          ))}
        </dl>
      </section>
      {REPLY_SERVICES.map((service) => (
        <section key={service.key} aria-labelledby={`templates-${service.key}`} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <h2 id={`templates-${service.key}`} className="text-lg font-bold text-slate-900">
            {service.label}
          </h2>
          <div className="grid gap-6 xl:grid-cols-2">
            {templates
              .filter((template) => template.service === service.key)
              .map((template) => (
                <ReplyTemplateForm key={template.language} template={template} heading={`${REPLY_LANGUAGE_LABELS[template.language]}`} serviceLabel={service.label} save={saveTemplate} reset={resetTemplate} />
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}
