import type { DisplayLocale } from '@/lib/time/format';
import type { Locale } from './pathnames';

// How each language writes dates, numbers and money (lib/time/format.ts). The pseudo-locale is
// English underneath, so it writes them as English does.
export const DISPLAY_LOCALES: Record<Locale, DisplayLocale> = { en: 'en-GB', de: 'de-DE', xx: 'en-GB' };
