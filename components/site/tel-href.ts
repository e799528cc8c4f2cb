// A dialable tel: address from a displayed number: keeps the digits and a leading plus.
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
