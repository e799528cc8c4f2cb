'use client';

import { LocalizedTextField } from '@/components/admin/shared/localized-text-field';
import { useEffect, type ReactNode } from 'react';
import { ActionForm } from '@/components/ui/form/action-form';
import { TextField } from '@/components/ui/form/fields';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SectionCard } from '@/components/ui/section-card';
import { SubmitButton } from '@/components/ui/submit-button';
import type { Action } from '@/lib/actions/result';
import { SERVICES_ADMIN_COPY as COPY } from '@/lib/content/services-admin';
import { TRANSLATION_LOCALES } from '@/lib/i18n/localized';
import {
  SERVICE_HINTS as HINTS,
  SERVICE_LABELS as LABELS,
  SERVICE_LIMITS,
  serviceFormField,
  serviceFormInput,
  serviceFormValues,
  type ServiceFormInput,
  type ServiceFormValues,
  type ServiceRecord,
} from '@/lib/services/service';
import { FaqEditor } from './faq-editor';
import { FeeFields } from './fee-fields';
import { OfferingsEditor } from './offerings-editor';
import { OpportunityCardEditor } from './opportunity-card-editor';

function Section({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  return (
    <SectionCard titleId={`service-section-${name}`} title={title}>
      <div className="space-y-4">{children}</div>
    </SectionCard>
  );
}

type Props = { service: ServiceRecord; save: Action<ServiceFormInput, ServiceRecord> };

// A service as the site shows it, edited as a whole and saved with one action. A failed save
// keeps everything typed and shows each message under its field (an offering's title as
// `offerings.2.title`); leaving with unsaved changes asks first.
export function ServiceForm({ service, save }: Props) {
  const kit = useActionForm<ServiceFormValues, ServiceFormInput, ServiceRecord>({
    defaultValues: serviceFormValues(service),
    action: save,
    toInput: serviceFormInput,
    fieldOf: serviceFormField,
    saved: COPY.saved,
    fixFields: COPY.fixFields,
    failed: COPY.saveFailed,
  });
  // The service as stored arrives with the refreshed page after a save (trimmed, "2-3" written
  // "2–3"): the form shows it.
  const { showStored } = kit;
  useEffect(() => showStored(serviceFormValues(service)), [showStored, service]);

  return (
    <ActionForm kit={kit} idPrefix="service" aria-label={COPY.formTitle(service.title.en)} className="max-w-4xl space-y-6">
      <Section name="texts" title={COPY.sections.texts}>
        <LocalizedTextField name="title" label={LABELS.title} hints={[HINTS.title]} required maxLength={SERVICE_LIMITS.title.max} />
        <LocalizedTextField name="summary" label={LABELS.summary} hints={[HINTS.summary]} rows={3} required maxLength={SERVICE_LIMITS.summary.max} />
        <LocalizedTextField name="description" label={LABELS.description} hints={[HINTS.description]} rows={8} maxLength={SERVICE_LIMITS.description} />
        {TRANSLATION_LOCALES.map((locale) => (
          <div key={locale} className="max-w-md">
            <TextField
              name={`slugs.${locale}`}
              label={LABELS.slug(locale)}
              hints={[HINTS.slug(locale)]}
              maxLength={SERVICE_LIMITS.slug}
              lang={locale}
            />
          </div>
        ))}
      </Section>

      <Section name="fee" title={COPY.sections.fee}>
        <FeeFields name="fee" label={LABELS.feeKind} />
      </Section>

      <Section name="offerings" title={COPY.sections.offerings}>
        <OfferingsEditor />
      </Section>

      {service.opportunityCard && (
        <Section name="card" title={COPY.sections.card}>
          <OpportunityCardEditor />
        </Section>
      )}

      <Section name="faq" title={COPY.sections.faq}>
        <FaqEditor />
      </Section>

      <div className="flex justify-end">
        <SubmitButton busy={kit.busy} label={COPY.save} busyLabel={COPY.saving} />
      </div>
    </ActionForm>
  );
}
