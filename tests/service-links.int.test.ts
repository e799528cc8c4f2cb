import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectDb } from '@/lib/server/db';
import { servicePagesForLinks } from '@/lib/server/services/cached';
import { saveService } from '@/lib/server/services/store';
import { defaultServiceRecord } from '@/lib/services/defaults';
import { serviceInputSchema } from '@/lib/services/service';
import { ServiceModel } from '@/models/service';

vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// Issue 40, item 7: the footer (and a post's service link) link each service's page at its address
// in the page's language, the firm's slug there, never the id's address that only redirects to it
// (the crawl: e2e/internal-links.spec.ts).

beforeAll(async () => {
  await connectDb();
});

beforeEach(async () => {
  await ServiceModel.deleteMany({});
});

describe("the services' pages for links", () => {
  it('are each service at its slug in the language, by its English address', async () => {
    const german = await servicePagesForLinks('de');
    expect(german['/services/family-reunification']).toBe('/de/leistungen/familiennachzug');
    expect(german['/services/opportunity-card']).toBe('/de/leistungen/chancenkarte');
    expect(Object.keys(german)).toHaveLength(6);
    expect((await servicePagesForLinks('en'))['/services/family-reunification']).toBe('/services/family-reunification');
  });

  it('follow a slug an administrator gave the service', async () => {
    const { title, summary, description, offerings, fee, faq, opportunityCard } = defaultServiceRecord('family-reunification');
    const input = serviceInputSchema('family-reunification').parse({ slugs: { de: 'familie-nach-deutschland' }, title, summary, description, offerings, fee, faq, opportunityCard });
    await saveService('family-reunification', input, 'test');
    expect((await servicePagesForLinks('de'))['/services/family-reunification']).toBe('/de/leistungen/familie-nach-deutschland');
  });
});
