import { randomBytes } from 'node:crypto';
import { startProductionServer } from '../../scripts/lib/production-server';

// Production build + `next start` on a seeded temporary database with one admin account;
// tests read E2E_BASE_URL, E2E_MONGODB_URI and the admin's credentials from the environment.
export default async function globalSetup() {
  const admin = { email: 'e2e-admin@example.com', name: 'Erika Admin', password: `e2e-${randomBytes(12).toString('hex')}` };
  const server = await startProductionServer(
    {
      // Every browser test posts from 127.0.0.1; the 5-a-minute limit is covered by the vitest suite.
      LEAD_RATE_LIMIT_PER_MINUTE: '1000',
      // The same for the WhatsApp buttons' click count (its limit: tests/whatsapp-clicks.int.test.ts).
      WHATSAPP_CLICK_RATE_LIMIT_PER_MINUTE: '1000',
      // And for the points check's funnel (its limit: tests/opportunity-check-funnel.int.test.ts).
      CHECK_EVENT_RATE_LIMIT_PER_MINUTE: '1000',
      // The firm's legal details from the environment (nothing is saved in the back office on this
      // server): the Impressum states them (e2e/contact-legal.spec.ts); e2e/site-settings.spec.ts
      // saves settings on a server of its own.
      COMPANY_LEGAL_FORM: 'gmbh',
      COMPANY_LEGAL_NAME: 'Spree Bridge Consulting GmbH',
      COMPANY_REPRESENTATIVES: 'Erika Beispiel; Jonas Muster',
      COMPANY_REGISTER_COURT: 'Amtsgericht Charlottenburg',
      COMPANY_REGISTER_NUMBER: 'HRB 000000 B',
      COMPANY_CONTENT_RESPONSIBLE: 'Erika Beispiel',
    },
    admin,
  );
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_MONGODB_URI = server.mongoUri;
  process.env.E2E_MAIL_DIR = server.mailDir;
  process.env.E2E_ADMIN_EMAIL = admin.email;
  process.env.E2E_ADMIN_NAME = admin.name;
  process.env.E2E_ADMIN_PASSWORD = admin.password;
  return server.stop;
}
