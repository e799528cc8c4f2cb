// npm run launch:check: lists what is still a placeholder or a sample (the same list as the
// administrators' dashboard) and exits 1 while anything is left, 0 when the site is ready.
// Uses MONGODB_URI, or the embedded development database.
import { disconnectDb } from '@/lib/server/db';
import { launchCheck } from '@/lib/server/launch/launch-check';
import { launchItemsAsText } from '@/lib/launch/launch-item';
import { getSiteConfig } from '@/lib/site';
import { loadProjectEnv } from './lib/load-env';
import { withDatabase } from './lib/with-database';

loadProjectEnv();

async function main(): Promise<number> {
  return withDatabase(async () => {
    try {
      const items = await launchCheck();
      console.log(launchItemsAsText(items, getSiteConfig().url));
      return items.length === 0 ? 0 : 1;
    } finally {
      await disconnectDb();
    }
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The launch check could not run:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
