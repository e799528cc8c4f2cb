import type { DisplayLocale } from '@/lib/time/format';
import type { Locale } from './pathnames';

// How each language writes dates, numbers and money (lib/time/format.ts). The pseudo-locale
// writes them as British English does, with its month and day names accented.
export const DISPLAY_LOCALES: Record<Locale, DisplayLocale> = { en: 'en-GB', de: 'de-DE', xx: 'en-XA' };
