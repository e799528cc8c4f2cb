import { formatDay, formatMoney } from '@/lib/time/format';
import type { Fee, RequiredFunds } from './service';

// "On request", "From €150", "€150", with the note after a comma.
export function formatFee(fee: Fee): string {
  const price = fee.kind === 'on-request' || fee.amount === null ? 'On request' : fee.kind === 'from' ? `From ${formatMoney(fee.amount)}` : formatMoney(fee.amount);
  return fee.note ? `${price}, ${fee.note}` : price;
}

export function formatRequiredFunds(funds: RequiredFunds, template: string): string {
  return template.replace('{amount}', formatMoney(funds.amount)).replace('{date}', formatDay(funds.validFrom));
}

// Whether the site may call a first consultation free: the firm offers one (the site settings'
// firstConsultationFree) and the service's fee, where one is in question, is nothing or not
// stated (on request). A service with a price never promises it.
export function consultationIsFree(firmOffersFree: boolean, fee?: Fee | null): boolean {
  return firmOffersFree && (!fee || fee.amount === null || fee.amount === 0);
}
