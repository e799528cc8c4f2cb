'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Menu, X } from '@/components/ui/icons';
import { useState } from 'react';
import { isActivePath, type NavLink } from '@/lib/content/navigation';
import { LanguageSwitcher, type LanguageSwitcherTexts } from './language-switcher';

export type MainNavTexts = { homeHref: string; label: string; openMenu: string; closeMenu: string };

// Sticky main navigation: current page highlighted; on small screens a toggle opens a panel. Its
// links and texts come from the server in the page's language (components/site/public-chrome.tsx),
// so no catalogue travels to the browser. The language switcher ends the bar, and the phone's menu.
export function MainNav({
  siteName,
  links: navLinks,
  texts,
  languages,
}: {
  siteName: string;
  links: NavLink[];
  texts: MainNavTexts;
  languages: LanguageSwitcherTexts;
}) {
  const pathname = usePathname();
  // The panel is open for the page it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  const links = navLinks.map((link, index) => {
    const active = isActivePath(pathname, link.href, index === 0);
    return (
      <li key={link.href}>
        <Link
          href={link.href}
          aria-current={active ? 'page' : undefined}
          className={`block rounded-md px-3 py-2 font-medium ${
            active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
          }`}
        >
          {link.label}
        </Link>
      </li>
    );
  });

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label={texts.label} className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link href={texts.homeHref} translate="no" className="text-lg font-bold text-brand-900">
          {siteName}
        </Link>
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={open}
          aria-controls="main-nav-panel"
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{open ? texts.closeMenu : texts.openMenu}</span>
        </button>
        <div className="hidden items-center gap-1 md:flex">
          <ul className="flex items-center gap-1">{links}</ul>
          <LanguageSwitcher texts={languages} className="ml-2 border-l border-slate-200 pl-2" />
        </div>
        <div id="main-nav-panel" hidden={!open} className="w-full border-t border-slate-200 pt-2 md:hidden">
          <ul className="space-y-1">{links}</ul>
          <LanguageSwitcher texts={languages} className="mt-2 border-t border-slate-200 pt-2" />
        </div>
      </nav>
    </header>
  );
}
