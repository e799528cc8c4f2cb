'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ErrorSummary, useErrorSummary } from '@/components/ui/form/error-summary';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import type { FieldErrors } from '@/components/admin/admin-api';
import type { StaffOption } from '@/lib/enquiries/workspace';
import { LEAD_PAGE_COPY as COPY } from '@/lib/content/lead-workspace';
import { leadUrl, leadWrite } from '@/components/admin/shared/lead-actions';

type Props = {
  id: string;
  assigneeId: string | null;
  assignable: StaffOption[];
  // The follow-up day (YYYY-MM-DD, Berlin) and how it reads, or null.
  followUpDay: string | null;
  followUpText: string | null;
};

// Who owns the lead and when to get back to it: two small forms, each saved on its own.
export function OwnerForm({ id, assigneeId, assignable, followUpDay, followUpText }: Props) {
  const router = useRouter();
  const [owner, setOwner] = useState(assigneeId ?? '');
  const [day, setDay] = useState(followUpDay ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // The follow-up's day can be refused (none chosen, not a date): the summary shows it above that form.
  const { formRef, summaryProps, showRefusal, clearSummary } = useErrorSummary();

  async function save(url: string, body: unknown, done: string) {
    setBusy(true);
    const result = await leadWrite(url, 'PATCH', body, done, COPY.saveFailed);
    setBusy(false);
    if (!result.ok) {
      showRefusal(() => setErrors(result.errors));
      return false;
    }
    setErrors({});
    clearSummary();
    router.refresh();
    return true;
  }

  const onOwner = (event: FormEvent) => {
    event.preventDefault();
    void save(leadUrl(id, '/assignment'), { assigneeId: owner || null }, COPY.saved);
  };
  const onFollowUp = (event: FormEvent) => {
    event.preventDefault();
    if (!day) {
      showRefusal(() => setErrors({ date: ['Choose a date'] }));
      return;
    }
    void save(leadUrl(id, '/follow-up'), { date: day }, COPY.saved);
  };
  const done = async () => {
    if (await save(leadUrl(id, '/follow-up'), { date: null }, COPY.followUpDone)) setDay('');
  };
  // A removed account can still own the lead: keep it selectable so saving does not change it.
  const options = assigneeId && !assignable.some((option) => option.id === assigneeId) ? [...assignable, { id: assigneeId, name: 'A removed account' }] : assignable;

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={onOwner} noValidate className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-48">
          <Field id="lead-owner" label={COPY.owner} errors={errors.assigneeId}>
            <select id="lead-owner" value={owner} onChange={(event) => setOwner(event.target.value)} className={`${FIELD_CLASS} min-h-11`} {...fieldA11y('lead-owner', { errors: errors.assigneeId })}>
              <option value="">{COPY.nobody}</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <button type="submit" disabled={busy} className={buttonClass('secondary')}>
          {COPY.saveOwner}
        </button>
      </form>
      <form ref={formRef} onSubmit={onFollowUp} noValidate className="flex flex-col gap-3">
        <ErrorSummary {...summaryProps} />
        <p className="text-sm text-slate-700">{followUpText ? COPY.followUpOn(followUpText) : COPY.followUpNone}</p>
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-48">
            <Field id="lead-follow-up" label={COPY.followUp} hints={[COPY.followUpHint]} errors={errors.date}>
              <input
                id="lead-follow-up"
                type="date"
                value={day}
                onChange={(event) => setDay(event.target.value)}
                className={`${FIELD_CLASS} min-h-11`}
                {...fieldA11y('lead-follow-up', { hints: [COPY.followUpHint], errors: errors.date })}
              />
            </Field>
          </div>
          <button type="submit" disabled={busy} className={buttonClass('secondary')}>
            {COPY.setFollowUp}
          </button>
          {followUpDay && (
            <button type="button" disabled={busy} onClick={done} className={buttonClass('primary')}>
              {COPY.followUpDone}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
