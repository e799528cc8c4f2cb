import { startProductionServer } from '../../scripts/lib/production-server';

// Production build + `next start` on a seeded temporary database; tests read E2E_BASE_URL.
export default async function globalSetup() {
  const server = await startProductionServer({
    // Every browser test posts from 127.0.0.1; the 5-a-minute limit is covered by the vitest suite.
    LEAD_RATE_LIMIT_PER_MINUTE: '1000',
  });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_MONGODB_URI = server.mongoUri;
  return server.stop;
}
