// Links for a lead's phone number: tel: for calling, wa.me for WhatsApp. Numbers are written by
// the leads themselves, so they come in every shape ("+49 151 …", "0151 …", "0049-151-…").

// The number as tel: wants it: a leading + and digits only. Null when there are too few digits
// to be a phone number.
export function telHref(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 5) return null;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

// wa.me needs the full international number without + or leading zeros. A number written
// nationally (a single leading 0) is read as German, the firm's country.
export function whatsappHref(phone: string | null): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    // already international
  } else if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `49${digits.slice(1)}`;
  if (digits.length < 8 || digits.length > 15) return null;
  return `https://wa.me/${digits}`;
}
