'use client';

import { Suspense, use, useId, useRef, useState } from 'react';
import { HoneypotField } from '@/components/site/honeypot-field';
import { buttonClass } from '@/components/ui/button';
import { FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { FOCUS_RING, FOCUS_RING_ON_DARK } from '@/components/ui/focus-ring';
import { postJson } from '@/components/ui/fetch-json';
import { missingFields, subscribeBody, subscribeOutcome, type NewsletterBox, type NewsletterBoxTexts, type SubscribeField } from '@/lib/newsletter/subscribe-form';
import type { Locale } from '@/i18n/pathnames';
import { useNewsletterBox } from './newsletter-box-context';

// Where the box stands: the end of a post (a dark panel), the site footer (a band above its legal
// line), and inside the check's result and the enquiry dialog's confirmation (compact, light).
export type NewsletterBoxVariant = 'post' | 'footer' | 'compact';

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
// newsletter on (the public layout hands the switch and the texts down, newsletter-box-context.tsx),
// and then in the page's language. Nothing is shown until the switch is known.
// `className` places it (margins), so nothing of it stays on the page while it is not shown.
export function NewsletterBox({ variant, className = '' }: { variant: NewsletterBoxVariant; className?: string }) {
  const box = useNewsletterBox();
  if (!box) return null;
  return (
    <Suspense fallback={null}>
      <ShownBox box={box} variant={variant} className={className} />
    </Suspense>
  );
}

function ShownBox({ box, variant, className }: { box: Promise<NewsletterBox>; variant: NewsletterBoxVariant; className: string }) {
  const shown = use(box);
  if (!shown) return null;
  const form = <SubscribeForm locale={shown.locale} texts={shown.texts} variant={variant} />;
  // The footer's box is a band of its own above the legal line.
  return <div className={`${variant === 'footer' ? 'border-t border-slate-800' : ''} ${className}`.trim()}>{form}</div>;
}

type Status = 'sent' | 'tooMany' | 'failed' | null;

// An address, the unticked consent line in its exact words, and one button. The answer is the same
// for every address; a refusal keeps what was typed, says why at the field and moves the focus there.
function SubscribeForm({ locale, texts, variant }: { locale: Locale; texts: NewsletterBoxTexts; variant: NewsletterBoxVariant }) {
  const look = LOOKS[variant];
  const id = useId();
  const ids = { heading: `${id}-heading`, email: `${id}-email`, consent: `${id}-consent`, website: `${id}-website` };
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [website, setWebsite] = useState('');
  const [invalid, setInvalid] = useState<SubscribeField[]>([]);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  // A ref, not state: a double click lands before React re-renders the disabled button.
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);

  function refuse(fields: SubscribeField[]) {
    setInvalid(fields);
    form.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[fields[0]!])}`)?.focus();
  }

  async function submit() {
    if (inFlight.current) return;
    const fields = { email, consent, website };
    const missing = missingFields(fields);
    setStatus(null);
    if (missing.length > 0) return refuse(missing);
    inFlight.current = true;
    setBusy(true);
    setInvalid([]);
    const outcome = subscribeOutcome(await postJson('/api/v1/newsletter/subscribe', subscribeBody(fields, locale, window.location.pathname)));
    inFlight.current = false;
    setBusy(false);
    if (outcome.kind === 'fields') return refuse(outcome.fields);
    setStatus(outcome.kind);
    if (outcome.kind === 'sent') {
      setEmail('');
      setConsent(false);
    }
  }

  const Heading = variant === 'compact' ? 'h3' : 'h2';
  const emailError = invalid.includes('email');
  const consentError = invalid.includes('consent');
  return (
    <section aria-labelledby={ids.heading} className={look.frame} data-newsletter-box={variant}>
      <Heading id={ids.heading} className={look.heading}>
        {variant === 'footer' ? texts.footerHeading : texts.heading}
      </Heading>
      <p className={look.text}>{texts.text}</p>
      <form
        method="post"
        ref={form}
        noValidate
        className="mt-4 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
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
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setInvalid((fields) => fields.filter((field) => field !== 'email'));
            }}
            {...fieldA11y(ids.email, { errors: emailError ? [texts.emailInvalid] : undefined })}
            className={FIELD_CLASS}
          />
          {emailError && (
            <p id={`${ids.email}-error`} className={look.error}>
              {texts.emailInvalid}
            </p>
          )}
        </div>
        <div>
          <div className="flex items-start gap-3">
            <input
              id={ids.consent}
              name="consent"
              type="checkbox"
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked);
                setInvalid((fields) => fields.filter((field) => field !== 'consent'));
              }}
              {...fieldA11y(ids.consent, { errors: consentError ? [texts.consentRequired] : undefined })}
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
          {consentError && (
            <p id={`${ids.consent}-error`} className={look.error}>
              {texts.consentRequired}
            </p>
          )}
        </div>
        <HoneypotField id={ids.website} value={website} onChange={setWebsite} label={texts.honeypot} />
        <button type="submit" disabled={busy} className={`${look.button} w-full sm:w-auto`}>
          {busy ? texts.subscribing : texts.subscribe}
        </button>
        <p role="status" className={`min-h-6 text-sm font-medium ${look.status}`}>
          {status && texts[status]}
        </p>
      </form>
    </section>
  );
}
