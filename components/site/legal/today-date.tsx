'use client';

import { useSyncExternalStore } from 'react';
import { pseudoText } from '@/i18n/pseudo-locale';
import { formatDay } from '@/lib/time/format';
import type { DisplayLocale } from '@/i18n/locales';

// The page is prerendered, but the date must be the day it is viewed. Text rendered on the server
// would stay frozen at the build date (React 19 keeps mismatched server text when hydrating), so the
// server renders no date and the browser fills in its own straight after hydration:
// useSyncExternalStore re-renders when the client snapshot differs from the server one.
const subscribe = () => () => {};

// The visitor's local calendar day as YYYY-MM-DD: a string, so repeated reads compare equal.
function localDay(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// `accented`: on a pseudo-locale page the date is accented like its text, so the page's check for
// untranslated words (e2e/pseudo-locale.spec.ts) does not read the English month as one.
export function TodayDate({ locale, accented = false }: { locale: DisplayLocale; accented?: boolean }) {
  const day = useSyncExternalStore(subscribe, localDay, () => '');
  // No empty <time> in the server's HTML (invalid without a datetime): nothing until the browser's day is known.
  if (!day) return null;
  const text = accented ? pseudoText(formatDay(day, 'long', locale)) : formatDay(day, 'long', locale);
  return (
    <time dateTime={day} suppressHydrationWarning>
      {text}
    </time>
  );
}
