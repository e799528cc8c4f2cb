import { z } from 'zod';

// The person a data-subject request is about, by the e-mail address they used. Deliberately
// loose (any text with an @): the tool must find what a lead typed, whatever it was.
const email = z
  .string({ error: 'Enter the e-mail address' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Enter the e-mail address', abort: true })
  .max(320, 'The address is too long')
  .regex(/^[^\s@]+@[^\s@]+$/, 'Enter an e-mail address such as name@example.com');

// GET /api/v1/data-protection/subject?email=, GET …/subject/export?email=, DELETE …/subject { email }
export const dataSubjectSchema = z.strictObject({ email });

export type DataSubjectInput = z.output<typeof dataSubjectSchema>;

// "a•••@example.com": enough for the audit log to tell requests apart, without keeping the address
// of a person whose data was erased.
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}
