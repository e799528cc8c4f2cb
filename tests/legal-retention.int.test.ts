import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveRetentionPeriods } from '@/app/(admin)/admin/data-protection/actions';
import { connectDb } from '@/lib/server/db';
import { retentionSettingsForPages } from '@/lib/server/retention/cached';
import { dataProtection, privacyPolicy } from '@/lib/content/legal/documents';
import { plainText, type LegalDocument } from '@/lib/content/legal/types';
import { RETENTION_DEFAULTS, type RetentionSettings } from '@/lib/retention/settings';
import { getSiteConfig } from '@/lib/site';
import { RetentionSettingsModel } from '@/models/retention-settings';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The privacy policy and the data-protection page state the periods the retention job applies:
// built from the settings the pages read, after an administrator changed them.
let admin = '';

beforeAll(async () => {
  await connectDb();
  admin = await tokenFor(await createUser({ email: 'legal-admin@example.com', password: 'long enough password' }));
});

beforeEach(async () => {
  await RetentionSettingsModel.deleteMany({});
});

const retentionText = (doc: LegalDocument) => doc.sections.find((section) => section.id === 'retention')!.items!.map(plainText).join('\n');

async function pagesNow(locale: 'en' | 'de' = 'en') {
  const settings = await retentionSettingsForPages();
  return [privacyPolicy(getSiteConfig(), settings, locale), dataProtection(getSiteConfig(), settings, locale)].map(retentionText);
}

describe('retention periods on the legal pages', () => {
  it('state the defaults until an administrator changes them', async () => {
    for (const text of await pagesNow()) {
      expect(text).toContain('6 months after the enquiry has been closed, and at the latest 12 months after the last activity on it, they are anonymised');
      expect(text).toContain('removed from our mail system 30 days after delivery');
      expect(text).toContain('are deleted after 26 months');
    }
  });

  it('state the saved periods, in the words of the chosen removal', async () => {
    const saved: RetentionSettings = { leadsClosedMonths: 1, leadsInactiveMonths: 9, leadAction: 'delete', sentMailTextDays: 14, engagementMonths: 20 };
    actAs(admin);
    dataOf(await saveRetentionPeriods(saved));
    for (const text of await pagesNow()) {
      expect(text).toContain('1 month after the enquiry has been closed, and at the latest 9 months after the last activity on it, they are deleted');
      expect(text).not.toContain('anonymised');
      expect(text).toContain('removed from our mail system 14 days after delivery');
      expect(text).toContain('are deleted after 20 months');
    }
    // The German pages, the binding text, state the same saved periods.
    for (const text of await pagesNow('de')) {
      expect(text).toContain('1 Monat nach Abschluss einer Anfrage, spätestens jedoch 9 Monate nach der letzten Aktivität, wird sie gelöscht');
      expect(text).not.toContain('anonymisiert');
      expect(text).toContain('14 Tage nach der Zustellung');
      expect(text).toContain('werden nach 20 Monaten gelöscht');
    }
  });

  it('read no database while `next build` prerenders them (the build has none)', async () => {
    await RetentionSettingsModel.create({ _id: 'retention', ...RETENTION_DEFAULTS, leadsClosedMonths: 2 });
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    try {
      expect(await retentionSettingsForPages()).toEqual(RETENTION_DEFAULTS);
    } finally {
      vi.unstubAllEnvs();
    }
    expect((await retentionSettingsForPages()).leadsClosedMonths).toBe(2);
  });
});
