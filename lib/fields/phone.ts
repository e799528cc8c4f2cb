// What counts as a phone or WhatsApp number on every public form (issue 40): digits, with a
// leading + and spaces, brackets, - and / between them, and 6 to 20 digits in all. Nothing else, so
// the text a visitor types there ("evil.example/pay now") never reaches a mail from the firm as
// the number it will call. Without zod, so a form's browser code may use it too.

export const PHONE_DIGITS = { min: 6, max: 20 } as const;

const PHONE_CHARACTERS = /^\+?[0-9 ()/-]+$/;

export function isPhoneNumber(value: string): boolean {
  if (!PHONE_CHARACTERS.test(value)) return false;
  const digits = value.replace(/[^0-9]/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}
