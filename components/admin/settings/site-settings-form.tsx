'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { goToLogin, sendAdminJson, type FieldErrors } from '@/components/admin/admin-api';
import { ErrorSummary, useErrorSummary } from '@/components/ui/form/error-summary';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { FIELD_COPY, HOME_PAGE_HINT, HOME_STATS_COPY, LEGAL_FORM_CHOOSE, MISSING_FOR_IMPRESSUM, SETTINGS_SECTIONS as SECTIONS, SITE_SETTINGS_PAGE as COPY } from '@/lib/content/site-settings';
import { impressumRequirements } from '@/lib/site-settings/impressum-rules';
import { LEGAL_FORM_INFO, LEGAL_FORMS, type LegalForm } from '@/lib/site-settings/legal-forms';
import type { Weekday } from '@/lib/site-settings/opening-hours';
import type { SiteSettings, SiteSettingsField } from '@/lib/site-settings/settings';
import { HomeStatsFields } from './home-stats-fields';
import { OpeningHoursFields } from './opening-hours-fields';
import { SettingsField } from './settings-field';
import { errorsFor, homePageSocials, SOCIAL_FIELDS, toFormValues, toSettings, type DayValues, type FormValues } from './settings-values';
import { formatDateTime } from '@/lib/time/format';
import { SubmitButton } from '@/components/ui/submit-button';
import { SectionCard } from '@/components/ui/section-card';
import { Checkbox } from '@/components/ui/checkbox';

type TextField = Exclude<SiteSettingsField, 'legalForm' | 'openingHours' | 'firstConsultationFree' | 'homeStats' | 'homeStatsConfirmedAt'>;

// The firm's details, saved as a whole. A failure keeps everything typed, says what is wrong under
// each field and moves the focus to the first one.
export function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const router = useRouter();
  const [values, setValues] = useState<FormValues>(() => toFormValues(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  // After a refused save: what is wrong at the top, the focus on the first field with an error.
  const { formRef, summaryProps, showRefusal, clearSummary } = useErrorSummary();

  const current = toSettings(values);
  const required = new Set(impressumRequirements(current));
  const info = values.legalForm ? LEGAL_FORM_INFO[values.legalForm] : null;
  // As saved: what the site shows until the form is saved.
  const homePages = new Set(homePageSocials(settings));

  const set = (field: TextField) => (value: string) => setValues((before) => ({ ...before, [field]: value }));
  const isEmpty = (field: SiteSettingsField) => {
    const value = current[field];
    return Array.isArray(value) ? value.length === 0 : typeof value === 'string' && value.trim() === '';
  };
  // Props of a text field: its value, its errors, and whether the Impressum still needs it.
  const text = (field: TextField) => ({
    field,
    value: values[field],
    onChange: set(field),
    errors: errorsFor(errors, field),
    missing: required.has(field) && isEmpty(field),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await sendAdminJson('/api/v1/site-settings', 'PUT', toSettings(values));
    setBusy(false);
    if (result.ok) {
      // The values as stored (a VAT ID without its spaces, for one).
      const saved = (result.body as { data?: SiteSettings } | null)?.data;
      if (saved) setValues(toFormValues(saved));
      setErrors({});
      clearSummary();
      toast.success(COPY.saved);
      router.refresh();
      return;
    }
    if (result.status === 401) return goToLogin();
    if (result.status === 0) {
      toast.error(COPY.offline);
      return;
    }
    toast.error(result.message ?? COPY.saveFailed);
    showRefusal(() => setErrors(result.errors ?? {}));
  }

  const legalFormErrors = errorsFor(errors, 'legalForm');
  const legalFormHints = [info ? undefined : MISSING_FOR_IMPRESSUM].filter((hint): hint is string => Boolean(hint));
  const setDay = (day: Weekday, hours: DayValues) => setValues((before) => ({ ...before, openingHours: { ...before.openingHours, [day]: hours } }));

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={COPY.title} className="space-y-6">
      <ErrorSummary {...summaryProps} />
      <SectionCard titleId="firm-title" title={SECTIONS.firm.heading} intro={SECTIONS.firm.intro}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SettingsField {...text('name')} required autoComplete="organization" />
          <Field id="legalForm" label={FIELD_COPY.legalForm!.label} hints={legalFormHints} errors={legalFormErrors}>
            <select
              id="legalForm"
              name="legalForm"
              value={values.legalForm}
              onChange={(event) => setValues((before) => ({ ...before, legalForm: event.target.value as LegalForm | '' }))}
              className={`${FIELD_CLASS} ${info ? '' : 'border-amber-600'}`}
              {...fieldA11y('legalForm', { hints: legalFormHints, errors: legalFormErrors })}
            >
              <option value="">{LEGAL_FORM_CHOOSE}</option>
              {LEGAL_FORMS.map((legalForm) => (
                <option key={legalForm} value={legalForm}>
                  {LEGAL_FORM_INFO[legalForm].label}
                </option>
              ))}
            </select>
          </Field>
          <SettingsField {...text('legalName')} hint={info?.legalNameHint ?? 'As entered in the register, with the legal form; for a sole trader, your first and last name.'} />
          <SettingsField
            {...text('representatives')}
            multiline
            label={info?.representatives.label ?? 'Who represents the firm'}
            hint={info ? (info.representatives.required ? info.representatives.hint : 'Optional: when the registered name is not your own name, your first and last name.') : 'First and last name, one per line.'}
          />
          {info?.register && (
            <>
              <SettingsField {...text('registerCourt')} hint={`The court that keeps the ${info.register.kind}${info.register.required ? '' : ', once the firm is registered'}.`} />
              <SettingsField {...text('registerNumber')} />
            </>
          )}
          <SettingsField {...text('vatId')} />
          <SettingsField {...text('contentResponsible')} />
          <SettingsField {...text('supervisoryAuthority')} multiline className="sm:col-span-2" />
        </div>
        <fieldset className="mt-6 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">{SECTIONS.profession.heading}</legend>
          <p className="mb-3 text-sm text-slate-700">{SECTIONS.profession.intro}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <SettingsField {...text('chamber')} />
            <SettingsField {...text('professionalTitle')} />
            <SettingsField {...text('professionalRules')} />
          </div>
        </fieldset>
      </SectionCard>

      <SectionCard titleId="contact-title" title={SECTIONS.contact.heading} intro={SECTIONS.contact.intro}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SettingsField {...text('phone')} required type="tel" autoComplete="tel" />
          <SettingsField {...text('email')} required type="email" autoComplete="email" />
          <SettingsField {...text('whatsappNumber')} type="tel" />
        </div>
      </SectionCard>

      <SectionCard titleId="address-title" title={SECTIONS.address.heading} intro={SECTIONS.address.intro}>
        <div className="grid gap-4 sm:grid-cols-3">
          <SettingsField {...text('street')} required autoComplete="street-address" />
          <SettingsField {...text('postalCode')} required autoComplete="postal-code" />
          <SettingsField {...text('city')} required autoComplete="address-level2" />
        </div>
      </SectionCard>

      <SectionCard titleId="social-title" title={SECTIONS.social.heading} intro={SECTIONS.social.intro}>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_FIELDS.map((field) => (
            <SettingsField key={field} {...text(field)} type="url" hint={homePages.has(field) ? HOME_PAGE_HINT(FIELD_COPY[field]!.label) : undefined} />
          ))}
        </div>
      </SectionCard>

      <SectionCard titleId="hours-title" title={SECTIONS.hours.heading} intro={SECTIONS.hours.intro}>
        <OpeningHoursFields hours={values.openingHours} onChange={setDay} errorsFor={(day) => errorsFor(errors, `openingHours.${day}`)} />
        {errorsFor(errors, 'openingHours') && !Object.keys(errors).some((key) => key.startsWith('openingHours.')) && (
          <p className="mt-2 text-sm text-red-700">{errorsFor(errors, 'openingHours')!.join(' ')}</p>
        )}
      </SectionCard>

      <SectionCard titleId="languages-section-title" title={SECTIONS.languages.heading} intro={SECTIONS.languages.intro}>
        <div className="max-w-md">
          <SettingsField {...text('languages')} multiline />
        </div>
      </SectionCard>

      <SectionCard titleId="home-figures-title" title={HOME_STATS_COPY.heading} intro={HOME_STATS_COPY.intro}>
        <div className="max-w-xs">
          <SettingsField {...text('foundedYear')} />
        </div>
        <div className="mt-4">
          <HomeStatsFields
            stats={values.homeStats}
            // A changed figure is not the one confirmed: the tick goes until it is confirmed again.
            onChange={(homeStats) => setValues((before) => ({ ...before, homeStats, homeStatsConfirmedAt: '' }))}
            errorsFor={(path) => errorsFor(errors, path)}
          />
        </div>
        {/* The launch check's finding about the figures leads here (/admin/settings#homeStats). */}
        <Checkbox
          className="mt-4"
          id="homeStats"
          label={HOME_STATS_COPY.confirm}
          hint={settings.homeStatsConfirmedAt && values.homeStatsConfirmedAt ? HOME_STATS_COPY.confirmedAt(formatDateTime(settings.homeStatsConfirmedAt, 'long')) : undefined}
          checked={values.homeStatsConfirmedAt !== ''}
          // The server stamps the time of the confirmation; any time here only says "confirmed".
          onChange={(checked) => setValues((before) => ({ ...before, homeStatsConfirmedAt: checked ? settings.homeStatsConfirmedAt || new Date().toISOString() : '' }))}
        />
        <Checkbox
          className="mt-4"
          id="firstConsultationFree"
          label={HOME_STATS_COPY.consultationFree}
          hint={HOME_STATS_COPY.consultationFreeHint}
          checked={values.firstConsultationFree}
          onChange={(checked) => setValues((before) => ({ ...before, firstConsultationFree: checked }))}
        />
      </SectionCard>

      <SubmitButton busy={busy} label={COPY.save} busyLabel={COPY.saving} />
    </form>
  );
}
