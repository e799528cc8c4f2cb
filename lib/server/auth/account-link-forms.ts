import 'server-only';
import type { PublicFormTexts } from '@/lib/server/public-action';

// The status lines of the sign-in pages' forms (forgot password, reset, invitation), English as
// the back office is. `sent` is each form's own.
export function accountFormTexts(sent: string): Promise<PublicFormTexts> {
  return Promise.resolve({
    sent,
    failed: 'Please correct the fields marked below.',
    unavailable: 'The service is briefly unavailable. Nothing was changed; please try again in a minute.',
    tooMany: 'Too many attempts. Please wait a few minutes and try again.',
  });
}
