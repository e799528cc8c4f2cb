// npm run dev: the Next.js dev server on MONGODB_URI, or on an embedded FerretDB in .data/db
// that is seeded with sample content and a development admin on first start.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { connectDb, disconnectDb } from '@/lib/server/db';
import { Post } from '@/models/post';
import { startEmbeddedDb, type EmbeddedDb } from './lib/embedded-db';
import { DEV_ADMIN_FILE, DEV_DB_DIR, DEV_DB_URL_FILE, ROOT } from './lib/paths';
import { ensureDevAdmin, seedSampleBooking, seedSampleChecklists, seedSampleLeads, seedSampleNewsletterIssue, seedSamplePosts, seedSampleTestimonials } from './lib/seed';
import { DEV_DB_NAME } from './lib/with-database';
import { loadProjectEnv } from './lib/load-env';

loadProjectEnv();

async function prepareEmbeddedDatabase(): Promise<EmbeddedDb> {
  const db = await startEmbeddedDb({ dataDir: DEV_DB_DIR, dbName: DEV_DB_NAME });
  writeFileSync(DEV_DB_URL_FILE, db.uri);
  process.env.MONGODB_URI = db.uri;
  console.log(`[dev] embedded database (FerretDB, SQLite in .data/db) on ${db.uri}`);
  await connectDb();
  if (!(await Post.exists({}))) {
    const { inserted } = await seedSamplePosts();
    console.log(`[dev] empty database: added ${inserted} sample posts`);
  }
  const testimonials = await seedSampleTestimonials();
  if (testimonials.inserted) console.log(`[dev] added ${testimonials.inserted} sample testimonials (never shown on the site; see /admin/testimonials)`);
  const checklists = await seedSampleChecklists();
  if (checklists.inserted) console.log(`[dev] added ${checklists.inserted} sample document checklists (review them at /admin/checklists)`);
  const admin = await ensureDevAdmin(DEV_ADMIN_FILE);
  // After the admin: the sample hours are the first administrator's.
  const booking = await seedSampleBooking();
  if (booking.type || booking.hours) console.log('[dev] added the sample consultation type and hours (see /admin/consultations and /admin/availability)');
  // After the admin too: the sample leads' tasks are the first administrator's.
  const leads = await seedSampleLeads();
  if (leads.inserted) console.log(`[dev] added ${leads.inserted} sample leads (see the pipeline board, /admin/pipeline, and My tasks, /admin/tasks)`);
  const issue = await seedSampleNewsletterIssue();
  if (issue.inserted) console.log('[dev] added a sample newsletter draft (see /admin/newsletter/issues)');
  if (admin.password) {
    console.log(`[dev] created a development admin: ${admin.email} / ${admin.password}`);
    console.log(`[dev] (also written to ${path.relative(ROOT, DEV_ADMIN_FILE)}; sign in at /login)`);
  } else {
    const saved = readSavedCredentials();
    console.log(`[dev] sign in at /login${saved ? ` as ${saved}` : ''} (see ${path.relative(ROOT, DEV_ADMIN_FILE)})`);
  }
  await disconnectDb();
  return db;
}

function readSavedCredentials(): string | null {
  try {
    const text = readFileSync(DEV_ADMIN_FILE, 'utf8');
    const email = /email: (\S+)/.exec(text)?.[1];
    const password = /password: (\S+)/.exec(text)?.[1];
    return email && password ? `${email} / ${password}` : null;
  } catch {
    return null;
  }
}

async function main() {
  let db: EmbeddedDb | null = null;
  if (process.env.MONGODB_URI) {
    console.log('[dev] using MONGODB_URI; no embedded database started (npm run seed adds sample posts)');
  } else {
    db = await prepareEmbeddedDatabase();
  }

  const next = spawn(path.join(ROOT, 'node_modules', '.bin', 'next'), ['dev', ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: process.env,
  });

  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (next.exitCode === null && next.signalCode === null) next.kill('SIGTERM');
    rmSync(DEV_DB_URL_FILE, { force: true });
    await db?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(130));
  process.on('SIGTERM', () => void shutdown(143));
  next.on('exit', (code) => void shutdown(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(`[dev] ${(error as Error).message}`);
  process.exit(1);
});
