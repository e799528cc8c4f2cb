'use server';

import { redirect } from 'next/navigation';
import { notifyAccountHolder } from '@/lib/server/account/security-mail';
import { recordAudit } from '@/lib/server/audit/record';
import { accountFormTexts } from '@/lib/server/auth/account-link-forms';
import { resetPassword } from '@/lib/server/auth/password-reset';
import { publicFormAction } from '@/lib/server/public-action';
import { newPasswordFormSchema } from '@/lib/auth/credentials';

// A new password with a reset link's secret: every session of the account ends, and the browser
// goes to the sign-in page, which says the password changed. Nothing typed is given back (a
// password is never written into a page).
export const setResetPassword = publicFormAction({
  fields: [],
  schema: async () => newPasswordFormSchema,
  texts: () => accountFormTexts('Your new password is set. Please sign in with it.'),
  domainMessages: true,
  run: async ({ token, password }, { headers }) => {
    const account = await resetPassword(token, password);
    await recordAudit(headers, { actor: account, action: 'password-reset' });
    await notifyAccountHolder(headers, account, { kind: 'password-reset' });
    redirect('/login?reset=done');
  },
});
