import 'server-only';
import { randomUUID } from 'node:crypto';
import { securityMail, type SecurityChange } from '@/lib/server/auth/account-mail';
import { describeDevice } from '@/lib/server/auth/device';
import { clientAddress } from '@/lib/server/client-address';
import { getEnv } from '@/lib/server/env';
import { runAfterResponse } from '@/lib/server/mail/after-response';
import { deliverDueMessages } from '@/lib/server/mail/deliver';
import { queueMessage } from '@/lib/server/mail/outbox';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';

export type { SecurityChange } from '@/lib/server/auth/account-mail';

// Tells the account holder that their account's security changed (lib/server/auth/account-mail.ts
// says what, when and from which device). Called by a Server Action with its request's headers
// after the change succeeded, beside its audit entry. Each notice is a message of its own in the
// outbox (its own group), so the sweeper retries it like any other; it is sent after the response.
// Like the audit entry, a notice that cannot be queued is logged and never fails the change, which
// has happened.
export async function notifyAccountHolder(headers: Headers, holder: { email: string; name: string }, change: SecurityChange): Promise<void> {
  try {
    const address = clientAddress(headers, getEnv().TRUSTED_PROXY_COUNT);
    const device = await describeDevice(headers.get('user-agent'), address);
    const mail = securityMail({ to: holder.email, name: holder.name, change, at: new Date(), device }, await currentSiteConfig());
    const group = `security-notice:${randomUUID()}`;
    await queueMessage({ group, kind: `security-${change.kind}`, ...mail });
    runAfterResponse('security notice', () => deliverDueMessages({ group }));
  } catch (error) {
    console.error(`[security notice] could not queue ${change.kind}:`, error);
  }
}
