'use client';

import { useEffect } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { ActionForm } from '@/components/ui/form/action-form';
import { CheckboxField, SelectField } from '@/components/ui/form/fields';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SectionCard } from '@/components/ui/section-card';
import { SubmitButton } from '@/components/ui/submit-button';
import type { Action } from '@/lib/actions/result';
import { HOME_PAGE_HINT, HOME_STATS_COPY, LEGAL_FORM_CHOOSE, MISSING_FOR_IMPRESSUM, SETTINGS_SECTIONS as SECTIONS, SITE_SETTINGS_PAGE as COPY } from '@/lib/content/site-settings';
import { impressumRequirements } from '@/lib/site-settings/impressum-rules';
import { LEGAL_FORM_INFO, LEGAL_FORMS } from '@/lib/site-settings/legal-forms';
import {
  FIELD_COPY,
  homePageSocials,
  siteSettingsFormField,
  siteSettingsFormInput,
  siteSettingsFormValues,
  SOCIAL_FIELDS,
  type SiteSettings,
  type SiteSettingsField,
  type SiteSettingsFormValues,
} from '@/lib/site-settings/settings';
import { formatDateTime } from '@/lib/time/format';
import { HomeStatsFields } from './home-stats-fields';
import { LanguagesFields } from './languages-fields';
import { OpeningHoursFields } from './opening-hours-fields';
import { SettingsField } from './settings-field';

type Props = { settings: SiteSettings; save: Action<SiteSettings, SiteSettings> };

// The firm's details, saved as a whole. A failure keeps everything typed, says what is wrong under
// each field and moves the focus to the first one.
export function SiteSettingsForm({ settings, save }: Props) {
  const kit = useActionForm<SiteSettingsFormValues, SiteSettings, SiteSettings>({
    defaultValues: siteSettingsFormValues(settings),
    action: save,
    toInput: siteSettingsFormInput,
    fieldOf: siteSettingsFormField,
    saved: COPY.saved,
    failed: COPY.saveFailed,
    // The values as stored (a VAT ID without its spaces, for one).
    onSaved: (saved) => kit.form.reset(siteSettingsFormValues(saved)),
  });
  const { watch, setValue } = kit.form;

  // A changed figure is not the one confirmed: the tick goes until it is confirmed again.
  useEffect(() => {
    const watching = watch((_, { name }) => {
      if (name === 'homeStats' || name?.startsWith('homeStats.')) setValue('homeStatsConfirmedAt', '', { shouldDirty: true });
    });
    return () => watching.unsubscribe();
  }, [watch, setValue]);

  const current = siteSettingsFormInput(watch());
  const required = new Set(impressumRequirements(current));
  const info = current.legalForm ? LEGAL_FORM_INFO[current.legalForm] : null;
  // As saved: what the site shows until the form is saved.
  const homePages = new Set(homePageSocials(settings));
  // Whether the Impressum still needs a field.
  const missing = (field: SiteSettingsField) => {
    const value = current[field];
    return required.has(field) && (Array.isArray(value) ? value.length === 0 : typeof value === 'string' && value.trim() === '');
  };
  const field = (name: SiteSettingsField, props: Omit<React.ComponentProps<typeof SettingsField>, 'field' | 'missing'> = {}) => (
    <SettingsField field={name} missing={missing(name)} {...props} />
  );

  return (
    <ActionForm kit={kit} idPrefix="settings" aria-label={COPY.title} className="space-y-6">
      <SectionCard titleId="firm-title" title={SECTIONS.firm.heading} intro={SECTIONS.firm.intro}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('name', { required: true, autoComplete: 'organization' })}
          <SelectField name="legalForm" id="legalForm" label={FIELD_COPY.legalForm!.label} hints={info ? [] : [MISSING_FOR_IMPRESSUM]} className={info ? '' : 'border-amber-600'}>
            <option value="">{LEGAL_FORM_CHOOSE}</option>
            {LEGAL_FORMS.map((legalForm) => (
              <option key={legalForm} value={legalForm}>
                {LEGAL_FORM_INFO[legalForm].label}
              </option>
            ))}
          </SelectField>
          {field('legalName', { hint: info?.legalNameHint ?? 'As entered in the register, with the legal form; for a sole trader, your first and last name.' })}
          {field('representatives', {
            multiline: true,
            label: info?.representatives.label ?? 'Who represents the firm',
            hint: info ? (info.representatives.required ? info.representatives.hint : 'Optional: when the registered name is not your own name, your first and last name.') : 'First and last name, one per line.',
          })}
          {info?.register && (
            <>
              {field('registerCourt', { hint: `The court that keeps the ${info.register.kind}${info.register.required ? '' : ', once the firm is registered'}.` })}
              {field('registerNumber')}
            </>
          )}
          {field('vatId')}
          {field('contentResponsible')}
          {field('supervisoryAuthority', { multiline: true, className: 'sm:col-span-2' })}
        </div>
        <fieldset className="mt-6 rounded-lg border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">{SECTIONS.profession.heading}</legend>
          <p className="mb-3 text-sm text-slate-700">{SECTIONS.profession.intro}</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('chamber')}
            {field('professionalTitle')}
            {field('professionalRules')}
          </div>
        </fieldset>
      </SectionCard>

      <SectionCard titleId="contact-title" title={SECTIONS.contact.heading} intro={SECTIONS.contact.intro}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('phone', { required: true, type: 'tel', autoComplete: 'tel' })}
          {field('email', { required: true, type: 'email', autoComplete: 'email' })}
          {field('whatsappNumber', { type: 'tel' })}
        </div>
      </SectionCard>

      <SectionCard titleId="address-title" title={SECTIONS.address.heading} intro={SECTIONS.address.intro}>
        <div className="grid gap-4 sm:grid-cols-3">
          {field('street', { required: true, autoComplete: 'street-address' })}
          {field('postalCode', { required: true, autoComplete: 'postal-code' })}
          {field('city', { required: true, autoComplete: 'address-level2' })}
        </div>
      </SectionCard>

      <SectionCard titleId="social-title" title={SECTIONS.social.heading} intro={SECTIONS.social.intro}>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL_FIELDS.map((name) => (
            <SettingsField key={name} field={name} missing={missing(name)} type="url" hint={homePages.has(name) ? HOME_PAGE_HINT(FIELD_COPY[name]!.label) : undefined} />
          ))}
        </div>
      </SectionCard>

      <SectionCard titleId="hours-title" title={SECTIONS.hours.heading} intro={SECTIONS.hours.intro}>
        <OpeningHoursFields />
      </SectionCard>

      <SectionCard titleId="languages-section-title" title={SECTIONS.languages.heading} intro={SECTIONS.languages.intro}>
        <div id="languages" className="space-y-4">
          <LanguagesFields />
        </div>
      </SectionCard>

      <SectionCard titleId="home-figures-title" title={HOME_STATS_COPY.heading} intro={HOME_STATS_COPY.intro}>
        <div className="max-w-xs">{field('foundedYear')}</div>
        <div className="mt-4 space-y-4">
          <HomeStatsFields />
        </div>
        {/* The launch check's finding about the figures leads here (/admin/settings#homeStats). */}
        <Checkbox
          className="mt-4"
          id="homeStats"
          label={HOME_STATS_COPY.confirm}
          hint={settings.homeStatsConfirmedAt && current.homeStatsConfirmedAt ? HOME_STATS_COPY.confirmedAt(formatDateTime(settings.homeStatsConfirmedAt, 'long')) : undefined}
          checked={current.homeStatsConfirmedAt !== ''}
          // The server stamps the time of the confirmation; any time here only says "confirmed".
          onChange={(checked) => setValue('homeStatsConfirmedAt', checked ? settings.homeStatsConfirmedAt || new Date().toISOString() : '', { shouldDirty: true })}
        />
        <CheckboxField className="mt-4" name="firstConsultationFree" id="firstConsultationFree" label={FIELD_COPY.firstConsultationFree!.label} hint={FIELD_COPY.firstConsultationFree!.hint} />
      </SectionCard>

      <SubmitButton busy={kit.busy} label={COPY.save} busyLabel={COPY.saving} />
    </ActionForm>
  );
}
