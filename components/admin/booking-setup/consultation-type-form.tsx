'use client';

import { useWatch } from 'react-hook-form';
import { ListError } from '@/components/admin/shared/list-error';
import { SampleNote } from '@/components/admin/shared/sample-note';
import { ServiceSelect } from '@/components/admin/shared/service-select';
import { LocalizedTextField } from '@/components/admin/shared/localized-text-field';
import { ActionForm } from '@/components/ui/form/action-form';
import { FormFooter } from '@/components/ui/form/form-footer';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form/fields';
import { ListField } from '@/components/ui/form/list-field';
import { useRecordForm } from '@/components/ui/form/use-record-form';
import { SectionCard } from '@/components/ui/section-card';
import type { Action } from '@/lib/actions/result';
import { CHANNEL_LABELS, CHANNELS } from '@/lib/booking/booking';
import {
  CONSULTATION_TYPE_HINTS as HINTS,
  CONSULTATION_TYPE_LABELS as LABELS,
  CONSULTATION_TYPE_LIMITS as LIMITS,
  consultationTypeFormField,
  consultationTypeFormInput,
  consultationTypeFormValues,
  newReminder,
  type ConsultationTypeFormInput,
  type ConsultationTypeFormValues,
  type ConsultationTypeRecord,
} from '@/lib/booking/consultation-type';
import { CONSULTATION_TYPES_COPY as COPY } from '@/lib/content/booking-setup-admin';

// A service to choose, with its fee as the service's settings state it ("From €150").
export type ServiceChoice = { id: string; title: string; fee: string };

type Props = {
  // Absent: a new type.
  type?: ConsultationTypeRecord;
  services: ServiceChoice[];
  save: Action<ConsultationTypeFormInput, ConsultationTypeRecord>;
};

// A number field of the form (its text is sent; the server checks the bounds again).
function NumberField({ name, label, hints, min, max, step, optional }: { name: string; label: string; hints?: string[]; min: number; max: number; step?: number; optional?: boolean }) {
  return <TextField name={name} type="number" inputMode="numeric" label={label} hints={hints} min={min} max={max} step={step} required={!optional} optionalLabel={optional ? COPY.optional : undefined} />;
}

// The fee of the chosen service, read-only: it is set with the service.
function ServiceFee({ services }: { services: ServiceChoice[] }) {
  const serviceId = useWatch({ name: 'serviceId' }) as string;
  const service = services.find((entry) => entry.id === serviceId);
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      {service ? HINTS.fee(service.fee) : HINTS.noFee}
    </p>
  );
}

// A consultation type edited as a whole and saved with one action. A failed save keeps everything
// typed and shows each message under its field; leaving with unsaved changes asks first.
export function ConsultationTypeForm({ type, services, save }: Props) {
  const kit = useRecordForm<ConsultationTypeRecord, ConsultationTypeFormValues, ConsultationTypeFormInput, ConsultationTypeRecord>({
    record: type,
    toValues: consultationTypeFormValues,
    action: save,
    toInput: consultationTypeFormInput,
    fieldOf: consultationTypeFormField,
    listHref: '/admin/consultations',
    copy: COPY,
  });
  const minutesHint = [HINTS.minutes];

  return (
    <ActionForm kit={kit} idPrefix="consultation" aria-label={type ? COPY.editTitle(type.name.en) : COPY.newTitle} className="max-w-4xl space-y-6">
      {type?.sample && <SampleNote>{COPY.sampleNote}</SampleNote>}
      <SectionCard titleId="consultation-about" title={COPY.sections.about}>
        <div className="space-y-4">
          <LocalizedTextField name="name" label={LABELS.name} required maxLength={LIMITS.name.max} />
          <LocalizedTextField name="description" label={LABELS.description} hints={[HINTS.description]} optionalLabel={COPY.optional} rows={2} maxLength={LIMITS.description} />
          <LocalizedTextField name="preparation" label={LABELS.preparation} hints={[HINTS.preparation]} optionalLabel={COPY.optional} rows={2} maxLength={LIMITS.preparation} />
          <div className="grid gap-4 md:grid-cols-2">
            <TextField name="slug" label={LABELS.slug} hints={[HINTS.slug]} required maxLength={LIMITS.slug} />
            <div className="space-y-2">
              <ServiceSelect name="serviceId" label={LABELS.serviceId} noneLabel={COPY.noService} services={services} />
              <ServiceFee services={services} />
            </div>
            <NumberField name="order" label={LABELS.order} hints={[HINTS.order]} min={LIMITS.order.min} max={LIMITS.order.max} />
          </div>
          <CheckboxField name="active" label={LABELS.active} />
        </div>
      </SectionCard>

      <SectionCard titleId="consultation-meeting" title={COPY.sections.meeting}>
        <div className="space-y-4">
          <div className="grid gap-4 md:grid-cols-2">
            <NumberField name="durationMinutes" label={LABELS.durationMinutes} hints={minutesHint} min={LIMITS.durationMinutes.min} max={LIMITS.durationMinutes.max} step={5} />
            <SelectField name="channel" label={LABELS.channel} hints={[HINTS.office]} required>
              {CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {CHANNEL_LABELS[channel]}
                </option>
              ))}
            </SelectField>
          </div>
          <TextField name="videoUrl" type="url" label={LABELS.videoUrl} hints={[HINTS.videoUrl]} maxLength={LIMITS.videoUrl} />
        </div>
      </SectionCard>

      <SectionCard titleId="consultation-scheduling" title={COPY.sections.scheduling}>
        <div className="grid gap-4 md:grid-cols-2">
          <NumberField name="intervalMinutes" label={LABELS.intervalMinutes} hints={minutesHint} min={LIMITS.intervalMinutes.min} max={LIMITS.intervalMinutes.max} step={5} />
          <NumberField name="maxPerDay" label={LABELS.maxPerDay} hints={[HINTS.maxPerDay]} min={LIMITS.maxPerDay.min} max={LIMITS.maxPerDay.max} optional />
          <NumberField name="bufferBeforeMinutes" label={LABELS.bufferBeforeMinutes} hints={[HINTS.buffers]} min={LIMITS.bufferMinutes.min} max={LIMITS.bufferMinutes.max} step={5} />
          <NumberField name="bufferAfterMinutes" label={LABELS.bufferAfterMinutes} hints={[HINTS.buffers]} min={LIMITS.bufferMinutes.min} max={LIMITS.bufferMinutes.max} step={5} />
          <NumberField name="minimumNoticeHours" label={LABELS.minimumNoticeHours} min={LIMITS.minimumNoticeHours.min} max={LIMITS.minimumNoticeHours.max} />
          <NumberField name="horizonDays" label={LABELS.horizonDays} min={LIMITS.horizonDays.min} max={LIMITS.horizonDays.max} />
          <NumberField name="changeNoticeHours" label={LABELS.changeNoticeHours} hints={[HINTS.changeNotice]} min={LIMITS.changeNoticeHours.min} max={LIMITS.changeNoticeHours.max} />
        </div>
      </SectionCard>

      <SectionCard titleId="consultation-reminders" title={COPY.sections.reminders} intro={HINTS.reminders}>
        <div className="space-y-4">
          <ListError name="reminders" />
          <ListField
            name="reminders"
            legend={(index) => `${COPY.reminder} ${index + 1}`}
            maximum={LIMITS.reminders.max}
            addLabel={COPY.addReminder}
            newItem={newReminder}
            firstField="hours"
          >
            {(_, path) => (
              <div className="max-w-xs">
                <NumberField name={`${path}.hours`} label={LABELS.reminders} min={LIMITS.reminders.hours.min} max={LIMITS.reminders.hours.max} />
              </div>
            )}
          </ListField>
        </div>
      </SectionCard>

      <FormFooter cancel={{ href: '/admin/consultations', label: COPY.cancel }} busy={kit.busy} label={COPY.save} busyLabel={COPY.saving} />
    </ActionForm>
  );
}
