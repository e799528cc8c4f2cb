import { DEFAULT_LOCALE, formatDay, formatMoney } from '@/lib/time/format';
import type { DisplayLocale } from '@/i18n/locales';
import type { Fee, RequiredFunds } from './service';

// The words around a price, in the page's language (Services.fee in the public catalogue; `from`
// has {amount}). English by default, as the back office writes them.
export type FeeWords = { onRequest: string; from: string };
const ENGLISH_FEE_WORDS: FeeWords = { onRequest: 'On request', from: 'From {amount}' };

// "On request", "From €150", "€150", with the note after a comma; German pages "ab 150 €".
export function formatFee(fee: Fee, words: FeeWords = ENGLISH_FEE_WORDS, locale: DisplayLocale = DEFAULT_LOCALE): string {
  const price =
    fee.kind === 'on-request' || fee.amount === null
      ? words.onRequest
      : fee.kind === 'from'
        ? words.from.replace('{amount}', formatMoney(fee.amount, locale))
        : formatMoney(fee.amount, locale);
  return fee.note ? `${price}, ${fee.note}` : price;
}

export function formatRequiredFunds(funds: RequiredFunds, template: string, locale: DisplayLocale = DEFAULT_LOCALE): string {
  return template.replace('{amount}', formatMoney(funds.amount, locale)).replace('{date}', formatDay(funds.validFrom, 'long', locale));
}

// Whether the site may call a first consultation free: the firm offers one (the site settings'
// firstConsultationFree) and the service's fee, where one is in question, is nothing or not
// stated (on request). A service with a price never promises it.
export function consultationIsFree(firmOffersFree: boolean, fee?: Fee | null): boolean {
  return firmOffersFree && (!fee || fee.amount === null || fee.amount === 0);
}
