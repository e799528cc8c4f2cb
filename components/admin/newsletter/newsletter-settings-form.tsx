'use client';

import { ActionForm } from '@/components/ui/form/action-form';
import { CheckboxField, TextField } from '@/components/ui/form/fields';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { Action } from '@/lib/actions/result';
import { NEWSLETTER_SETTINGS_BOUNDS, type NewsletterSettings } from '@/lib/newsletter/settings';

type Values = { enabled: boolean; ratePerMinute: string; pauseAfterFailures: string };

const toValues = (settings: NewsletterSettings): Values => ({
  enabled: settings.enabled,
  ratePerMinute: String(settings.ratePerMinute),
  pauseAfterFailures: String(settings.pauseAfterFailures),
});

// An empty or unreadable box is sent as null, so the server says what is wrong under the field.
const numberOrNull = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

const toSettings = (values: Values) =>
  ({
    enabled: values.enabled,
    ratePerMinute: numberOrNull(values.ratePerMinute),
    pauseAfterFailures: numberOrNull(values.pauseAfterFailures),
  }) as NewsletterSettings;

// The two numbers, each with what it does (its bounds come from the shared rules).
const NUMBERS = [
  { name: 'ratePerMinute', label: 'Mails per minute', hint: 'how many newsletter mails go to the mail server each minute while an issue is sent. Ask the mail provider for its limit.' },
  { name: 'pauseAfterFailures', label: 'Pause after failures', hint: 'sending an issue pauses itself after this many delivery errors in a row, with the reason shown.' },
] as const;

const COPY = { saved: 'Newsletter settings saved.', failed: 'The newsletter settings could not be saved' };

// The newsletter's switch and sending pace, saved as a whole; a failure keeps what was typed and
// says what is wrong.
export function NewsletterSettingsForm({ settings, save }: { settings: NewsletterSettings; save: Action<NewsletterSettings> }) {
  const kit = useActionForm<Values, NewsletterSettings>({ ...COPY, action: save, toInput: toSettings, defaultValues: toValues(settings) });

  return (
    <ActionForm kit={kit} idPrefix="newsletter" aria-label="Newsletter settings" className="space-y-5">
      <CheckboxField
        name="enabled"
        label="Offer the newsletter on the website"
        hint="Visitors can subscribe from the next page they open. Switching it off stops new subscriptions; confirming and unsubscribing keep working."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {NUMBERS.map(({ name, label, hint }) => {
          const { min, max } = NEWSLETTER_SETTINGS_BOUNDS[name];
          return <TextField key={name} name={name} label={label} hints={[`${min}–${max}: ${hint}`]} type="number" inputMode="numeric" min={min} max={max} step={1} className="max-w-40" />;
        })}
      </div>
      <SubmitButton busy={kit.busy} label="Save newsletter settings" busyLabel="Saving..." />
    </ActionForm>
  );
}
