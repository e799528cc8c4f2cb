import { beforeAll, describe, expect, it, vi } from 'vitest';
import { updateSiteSettings } from '@/app/(admin)/admin/settings/actions';
import { sendContactMessage } from '@/app/(site)/lang/[locale]/contact/actions';
import { NOT_SENT } from '@/lib/actions/public-form';
import germanForms from '@/messages/de/Forms.json';
import { sessionSecret } from '@/lib/server/auth/secret';
import { signSessionToken } from '@/lib/server/auth/token';
import { siteSettingsFromEnv } from '@/lib/site-settings/settings';
import { freePort } from '../scripts/lib/embedded-db';
import { actAs } from './support/actions';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// A Server Action while the database cannot be reached (nothing listens on its port, as in
// tests/db-unavailable.int.test.ts): the form gets the outage message as a result, never a
// thrown error (which would be the error page), so it keeps what was typed. The session is
// checked against the database first, so that is where the outage is met.
beforeAll(async () => {
  process.env.MONGODB_URI = `mongodb://127.0.0.1:${await freePort()}/outage`;
});

describe('a Server Action during a database outage', () => {
  it('answers the outage message within a few seconds', async () => {
    const token = await signSessionToken({ userId: '0123456789abcdef01234567', sessionId: 'outage-session' }, sessionSecret());
    actAs(token);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const started = Date.now();
    try {
      expect(await updateSiteSettings(siteSettingsFromEnv(process.env))).toEqual({
        ok: false,
        code: 'unavailable',
        message: 'Service temporarily unavailable. Please try again shortly.',
      });
    } finally {
      logged.mockRestore();
    }
    expect(Date.now() - started).toBeLessThan(6000);
  });
});

describe('a public form during a database outage', () => {
  it('answers the outage message in the page’s language, with what was typed', async () => {
    actAs(null);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const typed = { fullName: 'Olga Outage', email: 'olga@example.org', phoneNumber: '', message: 'Während des Ausfalls geschrieben' };
    const form = new FormData();
    for (const [name, value] of Object.entries(typed)) form.set(name, value);
    try {
      expect(await sendContactMessage('de', NOT_SENT, form)).toEqual({ answer: 1, outcome: 'refused', message: germanForms.status.unavailable, values: typed });
    } finally {
      logged.mockRestore();
    }
  });
});
