'use server';

import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { recordAudit } from '@/lib/server/audit/record';
import { accountFormTexts } from '@/lib/server/auth/account-link-forms';
import { sessionCookieName, sessionCookieOptions } from '@/lib/server/auth/session-cookie';
import { startSession } from '@/lib/server/auth/sessions';
import { getEnv } from '@/lib/server/env';
import { acceptInvitation } from '@/lib/server/staff/invitations';
import { publicFormAction } from '@/lib/server/public-action';
import { newPasswordFormSchema } from '@/lib/auth/credentials';

// The invitee chooses a password with the link's secret: the account is created, this browser is
// signed in and goes to the back office. Nothing typed is given back.
export const acceptInvitationWithPassword = publicFormAction({
  fields: [],
  schema: async () => newPasswordFormSchema,
  texts: () => accountFormTexts('Welcome! Your account is ready.'),
  domainMessages: true,
  run: async ({ token, password }, { headers, clientAddress }) => {
    const account = await acceptInvitation(token, password);
    const session = await startSession(account.id, { address: clientAddress, userAgent: headers.get('user-agent') }, getEnv().SESSION_HOURS, { firstSignIn: true });
    await recordAudit(headers, { actor: { id: account.id, email: account.email, name: account.name }, action: 'invitation-accepted', details: `role: ${account.role}` });
    (await cookies()).set(sessionCookieName(), session.token, sessionCookieOptions());
    redirect('/admin');
  },
});
