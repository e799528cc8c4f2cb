import 'server-only';
import { getEnv } from '@/lib/server/env';
import { getSiteConfig, type SiteConfig } from '@/lib/site';

export type MailAddress = string | { name: string; address: string };

export type MailSettings = {
  // Unset: messages are written as .eml files to mailDir instead (development, e2e runs).
  smtpUrl: string | undefined;
  mailDir: string;
  from: MailAddress;
  // Where the firm is told about new leads.
  adminTo: string;
};

// The firm's name and address come from its settings where the caller has read them
// (lib/server/site-settings/), else from the environment.
export function mailSettings(site: Pick<SiteConfig, 'name' | 'email' | 'url'> = getSiteConfig()): MailSettings {
  const env = getEnv();
  return {
    smtpUrl: env.SMTP_URL,
    mailDir: env.MAIL_DIR,
    // An object, not a formatted string: nodemailer quotes and encodes the name itself.
    from: env.MAIL_FROM ?? { name: site.name, address: `no-reply@${hostOf(site.url)}` },
    adminTo: env.ADMIN_NOTIFY_EMAIL ?? site.email,
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}
