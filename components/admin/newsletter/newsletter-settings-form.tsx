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

const { ratePerMinute: rate, pauseAfterFailures: pause } = NEWSLETTER_SETTINGS_BOUNDS;

// The newsletter's switch and sending pace, saved as a whole; a failure keeps what was typed and
// says what is wrong.
export function NewsletterSettingsForm({ settings, save }: { settings: NewsletterSettings; save: Action<NewsletterSettings> }) {
  const kit = useActionForm<Values, NewsletterSettings>({
    defaultValues: toValues(settings),
    action: save,
    toInput: toSettings,
    saved: 'Newsletter settings saved.',
    failed: 'The newsletter settings could not be saved',
  });

  return (
    <ActionForm kit={kit} idPrefix="newsletter" aria-label="Newsletter settings" className="space-y-5">
      <CheckboxField
        name="enabled"
        label="Offer the newsletter on the website"
        hint="Visitors can subscribe from the next page they open. Switching it off stops new subscriptions; confirming and unsubscribing keep working."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="ratePerMinute"
          label="Mails per minute"
          hints={[`${rate.min}–${rate.max}: how many newsletter mails go to the mail server each minute while an issue is sent. Ask the mail provider for its limit.`]}
          type="number"
          inputMode="numeric"
          min={rate.min}
          max={rate.max}
          step={1}
          className="max-w-40"
        />
        <TextField
          name="pauseAfterFailures"
          label="Pause after failures"
          hints={[`${pause.min}–${pause.max}: sending an issue pauses itself after this many delivery errors in a row, with the reason shown.`]}
          type="number"
          inputMode="numeric"
          min={pause.min}
          max={pause.max}
          step={1}
          className="max-w-40"
        />
      </div>
      <SubmitButton busy={kit.busy} label="Save newsletter settings" busyLabel="Saving..." />
    </ActionForm>
  );
}
