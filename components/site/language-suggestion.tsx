'use client';

import { useEffect, useRef, useState } from 'react';
import { X } from '@/components/ui/icons';
import { useFloatingBar } from './floating-bars';
import { cookieLocale, preferredLocale, SUGGESTION_DISMISSED_KEY } from './language-choice';
import { rememberLanguage, useLanguageHref, type LanguageOption } from './language-switcher';

// The offer of another language, written in that language (from its own catalogue).
export type LanguageSuggestionTexts = LanguageOption & { label: string; text: string; link: string; close: string };

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(SUGGESTION_DISMISSED_KEY) === '1';
  } catch {
    return false; // storage blocked: the bar shows, and its close button still hides it for this page
  }
}

function storeDismissed() {
  try {
    window.localStorage.setItem(SUGGESTION_DISMISSED_KEY, '1');
  } catch {
    // storage blocked: nothing to remember it in
  }
}

// Offers the page in the visitor's language when it is not the page's: the remembered choice
// (the NEXT_LOCALE cookie the switcher sets), else the browser's preferred languages. Never a
// redirect (every address stays the page search engines see), and decided in the browser only:
// the page is cached and the same for everyone. Fixed at the bottom, so it moves nothing on the
// page when it appears after hydration. On a phone it takes the WhatsApp bar's strip while it shows
// (app/globals.css hides the bar until it is followed or closed): stacked, the two took a sixth of
// a small screen and covered the home page's calls to action (issue 40). From 640 px it floats left
// of the round chat button. Either way the page reserves its height (floating-bars.ts), so it never
// covers a control.
export function LanguageSuggestion({ locale, suggestions }: { locale: string; suggestions: LanguageSuggestionTexts[] }) {
  const [shown, setShown] = useState<LanguageSuggestionTexts | null>(null);

  useEffect(() => {
    if (suggestions.length === 0 || readDismissed()) return;
    const available = [locale, ...suggestions.map((suggestion) => suggestion.locale)];
    const preferred = preferredLocale(cookieLocale(document.cookie), navigator.languages ?? [navigator.language], available);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser's languages, cookie and storage exist only in the browser
    setShown(suggestions.find((suggestion) => suggestion.locale === preferred) ?? null);
  }, [locale, suggestions]);

  if (!shown) return null;
  return (
    <SuggestionBar
      suggestion={shown}
      onClose={() => {
        storeDismissed();
        setShown(null);
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    />
  );
}

function SuggestionBar({ suggestion, onClose }: { suggestion: LanguageSuggestionTexts; onClose: () => void }) {
  const { href, refresh } = useLanguageHref(suggestion);
  const bar = useRef<HTMLElement>(null);
  useFloatingBar(bar);
  return (
    <section
      ref={bar}
      aria-label={suggestion.label}
      lang={suggestion.locale}
      data-language-suggestion
      className="fixed inset-x-0 bottom-0 z-50 flex items-center gap-3 border-t border-slate-200 bg-white pt-2 pr-20 pb-[calc(0.5rem+env(safe-area-inset-bottom))] pl-4 text-sm shadow-[0_-2px_8px_rgb(15_23_42/0.08)] sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-lg sm:border sm:py-2 sm:pr-2 sm:shadow-lg"
    >
      <p className="flex-1">
        {/* On a phone the link says it alone ("Zur deutschen Seite"), so the strip keeps one line. */}
        <span className="max-sm:sr-only">{suggestion.text}</span>{' '}
        <a
          href={href}
          hrefLang={suggestion.locale}
          onPointerEnter={refresh}
          onFocus={refresh}
          onClick={(event) => rememberLanguage(event, suggestion.locale, refresh())}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {suggestion.link}
        </a>
      </p>
      <button
        type="button"
        onClick={onClose}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        <X aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">{suggestion.close}</span>
      </button>
    </section>
  );
}
