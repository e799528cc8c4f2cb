'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { alternateAddress, documentAlternates, localeCookie } from './language-choice';

// One language the visitor can switch to: its name in its own language, its home page and blog
// in it (already localized on the server).
export type LanguageOption = { locale: string; name: string; homeHref: string; blogHref: string };
export type LanguageSwitcherTexts = { label: string; current: { locale: string; name: string }; others: LanguageOption[] };

// The address of the page shown now in `option`'s language. Rendered as the language's home page
// (the server does not know the page: the layout is shared and cached), then, in the browser,
// read from the page's hreflang links; again after every client-side navigation, and once more
// when the link is about to be used, in case the new page's metadata arrived after it rendered.
export function useLanguageHref(option: Pick<LanguageOption, 'locale' | 'homeHref' | 'blogHref'>) {
  const pathname = usePathname();
  const [href, setHref] = useState(option.homeHref);
  const refresh = useCallback(() => {
    const address = alternateAddress(documentAlternates(), option.locale, { missing: option.blogHref, none: option.homeHref });
    setHref(address);
    return address;
  }, [option.locale, option.homeHref, option.blogHref]);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the document's links exist only in the browser, after rendering
    refresh();
  }, [refresh, pathname]);
  return { href, refresh };
}

// Following a language link remembers the choice (components/site/language-suggestion.tsx reads
// it). The link's own href is brought up to date first: the browser follows the href it has when
// the click's handlers are done.
export function rememberLanguage(event: React.MouseEvent<HTMLAnchorElement>, locale: string, address: string) {
  event.currentTarget.href = address;
  document.cookie = localeCookie(locale);
}

function LanguageLink({ option }: { option: LanguageOption }) {
  const { href, refresh } = useLanguageHref(option);
  return (
    // A plain link, not next/link: another language is another root layout (<html lang>), a full load.
    <a
      href={href}
      hrefLang={option.locale}
      lang={option.locale}
      translate="no"
      onPointerEnter={refresh}
      onFocus={refresh}
      onClick={(event) => rememberLanguage(event, option.locale, refresh())}
      className="block rounded-md px-3 py-2 font-medium text-slate-700 underline-offset-4 hover:bg-slate-100 hover:text-slate-900 hover:underline"
    >
      {option.name}
    </a>
  );
}

// The language switcher of the main navigation (desktop bar and phone menu): the page's language
// marked as current, a link per other language, each name in its own language (translate="no": a
// language's own name is never translated, by a browser's translator either).
export function LanguageSwitcher({ texts, className = '' }: { texts: LanguageSwitcherTexts; className?: string }) {
  return (
    <ul aria-label={texts.label} className={`flex items-center gap-1 ${className}`}>
      <li>
        <span aria-current="true" lang={texts.current.locale} translate="no" className="block rounded-md px-3 py-2 font-semibold text-brand-700">
          {texts.current.name}
        </span>
      </li>
      {texts.others.map((option) => (
        <li key={option.locale}>
          <LanguageLink option={option} />
        </li>
      ))}
    </ul>
  );
}
