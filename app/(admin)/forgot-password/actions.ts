'use server';

import { recordAudit } from '@/lib/server/audit/record';
import { accountFormTexts } from '@/lib/server/auth/account-link-forms';
import { requestPasswordReset, RESET_REQUESTED } from '@/lib/server/auth/password-reset';
import { publicFormAction } from '@/lib/server/public-action';
import { forgotPasswordSchema } from '@/lib/auth/credentials';

// "Forgot password?": the same answer whether or not the address has an account (the link goes
// out after the answer); past the limits per client address and per pair of address and e-mail,
// "too many attempts".
export const requestPasswordResetLink = publicFormAction({
  fields: ['email'],
  schema: async () => forgotPasswordSchema,
  texts: () => accountFormTexts(RESET_REQUESTED),
  domainMessages: true,
  run: async ({ email }, { headers, clientAddress }) => {
    await requestPasswordReset(email, clientAddress);
    await recordAudit(headers, { actor: { email }, action: 'password-reset-requested' });
  },
});
