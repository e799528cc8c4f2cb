'use client';

import { use, useId } from 'react';
import { HoneypotField } from '@/components/site/honeypot-field';
import { usePublicForm, type PublicFormAction } from '@/components/site/use-public-form';
import { buttonClass } from '@/components/ui/button';
import { FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { FOCUS_RING, FOCUS_RING_ON_DARK } from '@/components/ui/focus-ring';
import { missingFields, type NewsletterBox, type NewsletterBoxTexts, type SubscribeField } from '@/lib/newsletter/subscribe-form';
import { useNewsletterBox } from './newsletter-box-context';

// Where the box stands: the end of a post (a dark panel), the site footer (a band above its legal
// line), and inside the check's result and the enquiry dialog's confirmation (compact, light).
export type NewsletterBoxVariant = 'post' | 'footer' | 'compact';

const SUBSCRIBE_FIELDS: readonly SubscribeField[] = ['email', 'consent'];

const LOOKS = {
  post: {
    frame: 'rounded-2xl bg-brand-900 p-6 text-white sm:p-8',
    heading: 'text-2xl font-bold',
    text: 'mt-2 text-blue-100',
    label: 'block text-sm font-medium text-white',
    link: `underline ${FOCUS_RING_ON_DARK}`,
    error: 'mt-1 text-sm text-red-200',
    status: 'text-blue-100',
    button: buttonClass('inverse', 'lg'),
  },
  footer: {
    frame: 'mx-auto max-w-3xl px-4 py-10 text-slate-300 lg:max-w-7xl',
    heading: 'text-sm font-semibold tracking-wide text-white uppercase',
    text: 'mt-2 text-sm',
    label: 'block text-sm font-medium text-white',
    link: `underline hover:text-white ${FOCUS_RING_ON_DARK}`,
    error: 'mt-1 text-sm text-red-200',
    status: 'text-slate-200',
    button: buttonClass('inverse'),
  },
  compact: {
    frame: 'rounded-lg border border-slate-200 bg-white p-4 text-slate-800',
    heading: 'text-lg font-semibold text-slate-900',
    text: 'mt-1 text-sm text-slate-700',
    label: 'block text-sm font-medium text-slate-800',
    link: `text-brand-700 underline ${FOCUS_RING}`,
    error: 'mt-1 text-sm text-red-700',
    status: 'text-slate-800',
    button: buttonClass('primary'),
  },
} as const;

// The newsletter's subscription box (issue 30): shown only while the firm has switched the
// newsletter on (the public layout hands the switch, the texts and the box's Server Action down,
// newsletter-box-context.tsx), and then in the page's language.
// No Suspense boundary of its own: the switch is read with the page's other reads, so the box is in
// the page's HTML as sent (a boundary revealed later would need a script to show it).
// `className` places it (margins), so nothing of it stays on the page while it is not shown.
export function NewsletterBox({ variant, className = '' }: { variant: NewsletterBoxVariant; className?: string }) {
  const box = useNewsletterBox();
  if (!box) return null;
  return <ShownBox box={box.box} action={box.action} variant={variant} className={className} />;
}

function ShownBox({ box, action, variant, className }: { box: Promise<NewsletterBox>; action: PublicFormAction; variant: NewsletterBoxVariant; className: string }) {
  const shown = use(box);
  if (!shown) return null;
  const form = <SubscribeForm texts={shown.texts} action={action} variant={variant} />;
  // The footer's box is a band of its own above the legal line.
  return <div className={`${variant === 'footer' ? 'border-t border-slate-800' : ''} ${className}`.trim()}>{form}</div>;
}

// An address, the unticked consent line in its exact words, and one button, on the box's Server
// Action (usePublicForm): sent without a reload once the scripts run, posted by the browser before.
// The answer is the same for every address; a refusal keeps what was typed, says why at the field
// and moves the focus there.
function SubscribeForm({ texts, action, variant }: { texts: NewsletterBoxTexts; action: PublicFormAction; variant: NewsletterBoxVariant }) {
  const look = LOOKS[variant];
  const id = useId();
  const ids = { heading: `${id}-heading`, email: `${id}-email`, consent: `${id}-consent`, website: `${id}-website` };
  const { formRef, formAction, onSubmit, valueOf, errorsOf, markEdited, status, busy, answeredByPage } = usePublicForm({
    action,
    fields: SUBSCRIBE_FIELDS,
    check: (values) => missingFields(values, texts),
    failedText: texts.failed,
  });
  const Heading = variant === 'compact' ? 'h3' : 'h2';
  const emailErrors = errorsOf('email');
  const consentErrors = errorsOf('consent');
  return (
    <section aria-labelledby={ids.heading} className={look.frame} data-newsletter-box={variant}>
      <Heading id={ids.heading} className={look.heading}>
        {variant === 'footer' ? texts.footerHeading : texts.heading}
      </Heading>
      <p className={look.text}>{texts.text}</p>
      <form action={formAction} ref={formRef} noValidate className="mt-4 space-y-4" onSubmit={onSubmit}>
        <div>
          <label htmlFor={ids.email} className={look.label}>
            {texts.emailLabel}
          </label>
          <input
            id={ids.email}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
            placeholder={texts.placeholder}
            defaultValue={valueOf('email')}
            onChange={() => markEdited('email')}
            {...fieldA11y(ids.email, { errors: emailErrors })}
            className={FIELD_CLASS}
          />
          {emailErrors && (
            <p id={`${ids.email}-error`} className={look.error}>
              {emailErrors[0]}
            </p>
          )}
        </div>
        <div>
          <div className="flex items-start gap-3">
            <input
              id={ids.consent}
              name="consent"
              type="checkbox"
              defaultChecked={valueOf('consent') === 'on'}
              onChange={() => markEdited('consent')}
              {...fieldA11y(ids.consent, { errors: consentErrors })}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            />
            <label htmlFor={ids.consent} className="text-sm">
              {texts.consent.before}
              <a href={texts.consent.href} className={look.link}>
                {texts.consent.link}
              </a>
              {texts.consent.after}
            </label>
          </div>
          {consentErrors && (
            <p id={`${ids.consent}-error`} className={look.error}>
              {consentErrors[0]}
            </p>
          )}
        </div>
        <HoneypotField id={ids.website} label={texts.honeypot} />
        <button type="submit" disabled={busy} className={`${look.button} w-full sm:w-auto`}>
          {busy ? texts.subscribing : texts.subscribe}
        </button>
        {/* After a post without scripts the page comes back at its top: the answer is focused, so the
            browser brings it into view and a screen reader reads it. */}
        <p role="status" tabIndex={-1} autoFocus={answeredByPage} className={`min-h-6 text-sm font-medium outline-none ${look.status}`}>
          {status?.text}
        </p>
      </form>
    </section>
  );
}
