import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function freshSettings() {
  vi.resetModules();
  return (await import('./settings')).mailSettings();
}

describe('mailSettings', () => {
  it('sends from no-reply at the site host, to the company address, and writes files without SMTP_URL', async () => {
    for (const key of ['SMTP_URL', 'MAIL_FROM', 'ADMIN_NOTIFY_EMAIL', 'MAIL_DIR']) vi.stubEnv(key, '');
    vi.stubEnv('SITE_URL', 'https://www.firm.example/');
    vi.stubEnv('SITE_NAME', 'Firm "Berlin", GmbH');
    vi.stubEnv('COMPANY_EMAIL', 'office@firm.example');
    expect(await freshSettings()).toEqual({
      smtpUrl: undefined,
      mailDir: '.data/mail',
      from: { name: 'Firm "Berlin", GmbH', address: 'no-reply@www.firm.example' },
      adminTo: 'office@firm.example',
    });
  });

  it('takes MAIL_FROM, ADMIN_NOTIFY_EMAIL, SMTP_URL and MAIL_DIR when set', async () => {
    vi.stubEnv('SMTP_URL', 'smtps://user:pass@smtp.example:465');
    vi.stubEnv('MAIL_FROM', 'Firm <mail@firm.example>');
    vi.stubEnv('ADMIN_NOTIFY_EMAIL', 'leads@firm.example');
    vi.stubEnv('MAIL_DIR', '/tmp/mail');
    expect(await freshSettings()).toEqual({
      smtpUrl: 'smtps://user:pass@smtp.example:465',
      mailDir: '/tmp/mail',
      from: 'Firm <mail@firm.example>',
      adminTo: 'leads@firm.example',
    });
  });
});
