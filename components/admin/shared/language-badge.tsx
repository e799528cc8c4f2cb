import { LANGUAGE_NAMES, type Locale } from '@/i18n/locales';

// The language of the page a lead came from, which its acknowledgement and the reply's default
// template use: "DE" on screen, "Language: German" for a screen reader (the back office is English).
export function LanguageBadge({ locale }: { locale: Locale }) {
  return (
    <span className="inline-flex rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 align-middle text-xs font-semibold text-slate-700">
      <span aria-hidden="true">{locale.toUpperCase()}</span>
      <span className="sr-only">Language: {LANGUAGE_NAMES[locale]}</span>
    </span>
  );
}
