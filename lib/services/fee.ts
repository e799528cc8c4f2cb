import type { Fee, RequiredFunds } from './service';

// Euro amounts as the site writes them (English page, German money): €1,091, or €89.50 with cents.
const WHOLE_EUROS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const EUROS_AND_CENTS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

export function formatEuro(amount: number): string {
  return (Number.isInteger(amount) ? WHOLE_EUROS : EUROS_AND_CENTS).format(amount);
}

// "On request", "From €150", "€150", with the note after a comma.
export function formatFee(fee: Fee): string {
  const price = fee.kind === 'on-request' || fee.amount === null ? 'On request' : fee.kind === 'from' ? `From ${formatEuro(fee.amount)}` : formatEuro(fee.amount);
  return fee.note ? `${price}, ${fee.note}` : price;
}

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

// 2025-01-01 → "1 January 2025" (a calendar day, so no time zone may move it).
export function formatDay(day: string): string {
  return LONG_DATE.format(new Date(`${day}T00:00:00Z`));
}

export function formatRequiredFunds(funds: RequiredFunds, template: string): string {
  return template.replace('{amount}', formatEuro(funds.amount)).replace('{date}', formatDay(funds.validFrom));
}

// Whether the site may call a first consultation free: the firm offers one (the site settings'
// firstConsultationFree) and the service's fee, where one is in question, is nothing or not
// stated (on request). A service with a price never promises it.
export function consultationIsFree(firmOffersFree: boolean, fee?: Fee | null): boolean {
  return firmOffersFree && (!fee || fee.amount === null || fee.amount === 0);
}
