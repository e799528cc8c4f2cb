'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { callAdminApi, goToLogin, type FieldErrors } from '@/components/admin/admin-api';
import { ErrorSummary, useErrorSummary } from '@/components/ui/form/error-summary';
import { SERVICES_ADMIN_COPY as COPY } from '@/lib/content/services-admin';
import type { ServiceContent } from '@/lib/services/service';
import { SERVICE_LIMITS } from '@/lib/validation/service';
import { FaqEditor } from './faq-editor';
import { FeeFields } from './fee-fields';
import { toFormState, toRequestBody, withoutErrorsUnder, type ServiceFormState } from './form-state';
import { OfferingsEditor } from './offerings-editor';
import { OpportunityCardEditor } from './opportunity-card-editor';
import { TextField } from './text-field';
import { SubmitButton } from '@/components/ui/submit-button';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

// A service as the site shows it, edited as a whole and saved with one PUT. A failed save keeps
// everything typed and shows each message under its field; leaving with unsaved changes asks first.
export function ServiceForm({ service }: { service: ServiceContent }) {
  const router = useRouter();
  const [state, setState] = useState<ServiceFormState>(() => toFormState(service));
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formRef, summaryProps, showRefusal, clearSummary } = useErrorSummary();
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  const focusTarget = useRef<string | null>(null);

  // Focus moves after the change it follows has rendered (a new item's field, a moved item's button).
  useEffect(() => {
    if (!focusTarget.current) return;
    document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = null;
  });
  const focus = (id: string) => {
    focusTarget.current = id;
  };

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (next: Partial<ServiceFormState>, reshaped?: string) => {
    setState((current) => ({ ...current, ...next }));
    if (reshaped) setErrors((current) => withoutErrorsUnder(current, reshaped));
    setDirty(true);
  };
  const errorsAt = (path: string) => errors[path];

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    const result = await callAdminApi(`/api/v1/services/${service.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(toRequestBody(state)),
    });
    setSaving(false);
    if (result.ok) {
      // The service as stored (trimmed, "2-3" written "2–3"), in the same form.
      const saved = (result.body as { data?: ServiceContent } | null)?.data;
      if (saved) setState(toFormState(saved));
      setErrors({});
      clearSummary();
      setDirty(false);
      toast.success(COPY.saved);
      router.refresh();
      return;
    }
    if (result.status === 401) return goToLogin();
    toast.error(result.errors ? COPY.fixFields : (result.message ?? COPY.saveFailed));
    showRefusal(() => setErrors(result.errors ?? {}));
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={COPY.formTitle(service.title)} className="max-w-4xl space-y-6">
      <ErrorSummary {...summaryProps} />
      <Section id="service-texts" title={COPY.sections.texts}>
        <TextField
          id="service-title"
          label={COPY.labels.title}
          hint={COPY.hints.title}
          value={state.title}
          required
          maxLength={SERVICE_LIMITS.title.max}
          onChange={(title) => change({ title })}
          errors={errorsAt('title')}
        />
        <TextField
          id="service-summary"
          label={COPY.labels.summary}
          hint={COPY.hints.summary}
          value={state.summary}
          rows={3}
          required
          maxLength={SERVICE_LIMITS.summary.max}
          onChange={(summary) => change({ summary })}
          errors={errorsAt('summary')}
        />
        <TextField
          id="service-description"
          label={COPY.labels.description}
          hint={COPY.hints.description}
          value={state.description}
          rows={8}
          maxLength={SERVICE_LIMITS.description}
          onChange={(description) => change({ description })}
          errors={errorsAt('description')}
        />
      </Section>

      <Section id="service-fee" title={COPY.sections.fee}>
        <FeeFields id="service-fee" label={COPY.labels.feeKind} fee={state.fee} onChange={(fee) => change({ fee })} errors={(field) => errorsAt(`fee.${field}`)} />
      </Section>

      <Section id="service-offerings" title={COPY.sections.offerings}>
        <OfferingsEditor
          items={state.offerings}
          onChange={(offerings, reshaped) => change({ offerings }, reshaped ? 'offerings' : undefined)}
          errorsAt={errorsAt}
          focus={focus}
        />
      </Section>

      {state.card && (
        <Section id="service-card" title={COPY.sections.card}>
          <OpportunityCardEditor
            card={state.card}
            onChange={(card, reshaped) => change({ card }, reshaped ? `opportunityCard.${reshaped}` : undefined)}
            errorsAt={errorsAt}
            focus={focus}
          />
        </Section>
      )}

      <Section id="service-faq" title={COPY.sections.faq}>
        <FaqEditor items={state.faq} onChange={(faq, reshaped) => change({ faq }, reshaped ? 'faq' : undefined)} errorsAt={errorsAt} focus={focus} />
      </Section>

      <div className="flex justify-end">
        <SubmitButton busy={saving} label={COPY.save} busyLabel={COPY.saving} />
      </div>
    </form>
  );
}
