import { randomUUID } from 'node:crypto';
import mongoose, { type Model } from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDashboard } from '@/lib/server/dashboard/load-dashboard';
import { connectDb } from '@/lib/server/db';
import { enquiryCounts, listEnquiries, readEnquiryListPage } from '@/lib/server/enquiries/queries';
import { INBOX_COUNT_CAP } from '@/lib/server/enquiries/cached';
import { ENQUIRY_VIEWS } from '@/lib/enquiries/list-query';
import { ENQUIRY_SORT_FIELDS, SORT_ORDERS } from '@/lib/enquiries/list-query';
import { deleteExpiredClaims } from '@/lib/server/mail/claim';
import { sweepExpiredHits } from '@/lib/server/rate-limit';
import { ENQUIRY_STATUSES } from '@/lib/enquiries/enquiry';
import { VERDICTS } from '@/lib/opportunity-card/assess';
import { Enquiry } from '@/models/enquiry';
import { OutboxClaim } from '@/models/outbox-claim';
import { OutboxMessage } from '@/models/outbox-message';
import { Post } from '@/models/post';
import { PostLike } from '@/models/post-like';
import { PostView } from '@/models/post-view';
import { RateLimitHit } from '@/models/rate-limit-hit';
import { ServiceModel } from '@/models/service';
import { User } from '@/models/user';
import { WhatsAppClick } from '@/models/whatsapp-click';
import { usesIndex, winningPlanStages } from './support/query-plan';
import { recordOperations, type Operation } from './support/record-operations';

// What only MongoDB can show: that its updates are atomic where FerretDB v1's are not, that a $group
// fills every accumulator, and that the admin's queries use the indexes the models declare. The
// rest of the suite asserts the same behaviour on both engines; this file runs only when
// MONGODB_TEST_URI names a MongoDB server (docs/developers.md, Database compatibility). Like every
// file, it has a database of its own on that server (tests/support/per-file-database.ts).
const MONGODB_TEST_URI = process.env.MONGODB_TEST_URI?.trim();

// Every model of the app, as the app compiles them.
const MODELS = [Enquiry, OutboxClaim, OutboxMessage, Post, PostLike, PostView, RateLimitHit, User, WhatsAppClick] as unknown as Model<unknown>[];

// Queries that have nothing for an index to serve: totals over a whole collection, with neither a
// filter nor a sort. MongoDB reads every document for them (COLLSCAN), and this file says so
// rather than leaving them out. Making them use an index takes a change of the query (e.g. a
// $sort on the grouped fields in front of the $group, with an index on them, for a covered index
// scan), not of the models. An entry that stops matching falls under the strict check.
const WHOLE_COLLECTION_READS = [
  // lib/server/enquiries/queries.ts enquiryCounts: the list's tabs and the dashboard's counts.
  'enquiries.aggregate [{"$group":{"_id":{"status":"$status","isRead":"$isRead"},"count":{"$sum":1}}}]',
  // lib/server/dashboard/post-figures.ts (readPostFigures): one read of every post's small fields for
  // the totals (posts, views, likes), the months and the top five. The totals need every post
  // anyway, and a firm's posts are thousands, not millions.
  'posts.find {}',
  // lib/server/services/store.ts readServices (knownServiceNames, the lead sources' service names):
  // the firm's handful of services.
  'services.find {}',
];

type Plan = { operation: Operation; signature: string; stages: string[] };

const signature = (operation: Operation) => `${operation.collection}.${operation.method} ${JSON.stringify(operation.args[0] ?? {})}`;

// The server's query plan for an operation, asked exactly as the driver sends it.
async function explain(operation: Operation): Promise<unknown> {
  const db = mongoose.connection.db!;
  const collection = db.collection(operation.collection);
  const [first, options] = operation.args as [never, Record<string, unknown> | undefined];
  switch (operation.method) {
    case 'find':
    case 'findOne':
      return collection.find(first ?? {}, { ...options, ...(operation.method === 'findOne' ? { limit: 1 } : {}) }).explain('queryPlanner');
    case 'aggregate':
      return collection.aggregate(first, options).explain('queryPlanner');
    case 'countDocuments': {
      // The pipeline the driver's countDocuments sends (node_modules/mongodb/lib/collection.js).
      const { skip, limit } = options ?? {};
      const pipeline = [
        { $match: first ?? {} },
        ...(typeof skip === 'number' ? [{ $skip: skip }] : []),
        ...(typeof limit === 'number' ? [{ $limit: limit }] : []),
        { $group: { _id: 1, n: { $sum: 1 } } },
      ];
      return collection.aggregate(pipeline).explain('queryPlanner');
    }
    case 'deleteMany':
      return db.command({ explain: { delete: operation.collection, deletes: [{ q: first ?? {}, limit: 0 }] }, verbosity: 'queryPlanner' });
    default:
      throw new Error(`no explain for ${operation.method} yet: add it to this test`);
  }
}

async function plans(operations: Operation[]): Promise<Plan[]> {
  const result: Plan[] = [];
  for (const operation of operations) {
    const explained = await explain(operation);
    const stages = winningPlanStages(explained);
    if (stages.length === 0) throw new Error(`no winning plan for ${signature(operation)}: ${JSON.stringify(explained)}`);
    result.push({ operation, signature: signature(operation), stages });
  }
  return result;
}

const describePlan = (plan: Plan) => `${plan.signature} ${JSON.stringify(plan.operation.args.slice(1))}: ${plan.stages.join(' < ')}`;

// Every plan reads through an index, except the listed whole-collection reads, which are shown to
// scan the collection (so the list stays true: a changed query leaves it and is checked strictly).
function expectIndexedPlans(all: Plan[]) {
  const strict = all.filter((plan) => !WHOLE_COLLECTION_READS.includes(plan.signature));
  expect(strict.filter((plan) => !usesIndex(plan.stages)).map(describePlan)).toEqual([]);
  const whole = all.filter((plan) => WHOLE_COLLECTION_READS.includes(plan.signature));
  expect(whole.filter((plan) => !plan.stages.includes('COLLSCAN')).map(describePlan)).toEqual([]);
}

const DAY_MS = 24 * 60 * 60_000;

// A few hundred of each, spread over fifteen months, so the planner has a reason to use indexes.
async function seed(now: Date) {
  const at = (i: number, count: number) => new Date(now.getTime() - Math.floor((i / count) * 450 * DAY_MS) - (i % 7) * 3_600_000);
  const statuses = ['new', 'new', 'new', 'read', 'read', 'replied', 'closed'] as const;
  const enquiries = Array.from({ length: 400 }, (_, i) => ({
    fullName: `Person ${String(i).padStart(3, '0')}`,
    email: `person-${i}@example.com`,
    phoneNumber: '+49 30 1234567',
    message: `Enquiry number ${i} about ${['visas', 'universities', 'jobs', 'family'][i % 4]}.`,
    status: statuses[i % statuses.length],
    isRead: i % 3 === 0,
    mailQueued: true,
    source: i % 2 === 0 ? 'contact' : 'service',
    clientId: randomUUID(),
    submittedAt: at(i, 400),
    updatedAt: at(i, 400),
    // Where leads come from: campaigns, referrers and blog posts, so the dashboard looks posts up.
    attribution: { pagePath: '/contact', landingPage: i % 3 === 0 ? `/blog/post-${i % 300}` : '/services', ...(i % 4 === 0 ? { utmSource: 'newsletter' } : { referrer: 'https://www.google.com/' }) },
    // Every second lead came with an Opportunity Card check (the inbox's verdict filter).
    ...(i % 2 === 1 ? { opportunityCheck: { verdict: VERDICTS[i % VERDICTS.length], total: i % 9, route: 'points' } } : {}),
  }));
  await Enquiry.collection.insertMany(enquiries);

  const posts = Array.from({ length: 300 }, (_, i) => ({
    _id: new mongoose.Types.ObjectId(),
    headline: `Post ${i}`,
    slug: `post-${i}`,
    summary: `The body of post ${i}, long enough.`,
    category: 'General',
    tags: [],
    views: (i * 37) % 500,
    likes: i % 11,
    createdAt: at(i, 300),
    updatedAt: at(i, 300),
  }));
  await Post.collection.insertMany(posts);
  const day = (i: number) => at(i, 600).toISOString().slice(0, 10);
  await PostView.collection.insertMany(Array.from({ length: 600 }, (_, i) => ({ postId: posts[i % 300]!._id, day: day(i), visitor: `v${i}` })));
  await PostLike.collection.insertMany(Array.from({ length: 300 }, (_, i) => ({ postId: posts[i]!._id, visitor: `l${i}`, createdAt: at(i, 300) })));
  await RateLimitHit.collection.insertMany(Array.from({ length: 300 }, (_, i) => ({ key: `lead:10.0.0.${i % 50}:0`, expiresAt: at(i, 300) })));
  await OutboxClaim.collection.insertMany(Array.from({ length: 300 }, (_, i) => ({ _id: `claim-${i}`, expiresAt: at(i, 300) })) as never);
  const clickDay = (i: number) => new Date(`${at(i, 300).toISOString().slice(0, 10)}T00:00:00Z`);
  await WhatsAppClick.collection.insertMany(Array.from({ length: 300 }, (_, i) => ({ _id: `click-${i}`, day: clickDay(i), page: ['/', '/services', '/contact'][i % 3], service: null })) as never);
}

describe.skipIf(!MONGODB_TEST_URI)(
  MONGODB_TEST_URI ? 'MongoDB only (MONGODB_TEST_URI is set)' : 'MongoDB only: skipped, set MONGODB_TEST_URI to a MongoDB server to run',
  () => {
    const NOW = new Date();

    beforeAll(async () => {
      await connectDb();
      // As at start-up: each model creates its collection and indexes when compiled (mongoose's
      // autoIndex); init() is that same promise, which lib/ awaits before relying on an index.
      await Promise.all(MODELS.map((model) => model.init()));
      // The services' collection exists on a real site (the lead sources read it; an explain of a
      // collection that does not exist plans EOF, not the scan it is).
      await ServiceModel.createCollection();
      await seed(NOW);
    }, 120_000);

    it('runs against MongoDB, not FerretDB', async () => {
      const info = await mongoose.connection.db!.admin().command({ buildInfo: 1 });
      expect(info.ferretdbVersion, 'MONGODB_TEST_URI points at FerretDB').toBeUndefined();
      expect(Number(String(info.version).split('.')[0])).toBeGreaterThanOrEqual(6);
    });

    describe('atomic single-document updates', () => {
      it('50 parallel $inc on one post add exactly 50, each update seeing its own count', async () => {
        const post = await Post.create({ headline: 'Counted', summary: 'Fifty views at once.', category: 'General' });
        const after = await Promise.all(
          Array.from({ length: 50 }, () => Post.findByIdAndUpdate(post._id, { $inc: { views: 1 } }, { returnDocument: 'after' }).lean()),
        );
        expect((await Post.findById(post._id).lean())?.views).toBe(50);
        expect(after.map((row) => row?.views).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      });

      it('a conditional claim contested by 50 callers has exactly one winner, five times over', async () => {
        const claims = mongoose.connection.db!.collection<{ _id: string; state: string; by?: number }>('claimprobes');
        for (let round = 0; round < 5; round += 1) {
          const _id = `job-${round}`;
          await claims.insertOne({ _id, state: 'pending' });
          const answers = await Promise.all(
            Array.from({ length: 50 }, (_, i) => claims.findOneAndUpdate({ _id, state: 'pending' }, { $set: { state: 'claimed', by: i } })),
          );
          const winners = answers.flatMap((answer, i) => (answer ? [i] : []));
          expect(winners).toHaveLength(1);
          expect(await claims.findOne({ _id })).toEqual({ _id, state: 'claimed', by: winners[0] });
        }
      });

      it('a $group with several accumulators fills every one of them', async () => {
        const rows = await Post.aggregate<{ _id: number; n: number; views: number; likes: number; most: number; least: number; mean: number }>([
          { $group: { _id: null, n: { $sum: 1 }, views: { $sum: '$views' }, likes: { $sum: '$likes' }, most: { $max: '$views' }, least: { $min: '$likes' }, mean: { $avg: '$likes' } } },
        ]);
        const posts = await Post.find({}, { views: 1, likes: 1 }).lean();
        const views = posts.map((post) => post.views ?? 0);
        const likes = posts.map((post) => post.likes ?? 0);
        const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
        expect(posts.length).toBeGreaterThan(100);
        expect(rows).toEqual([
          {
            _id: null,
            n: posts.length,
            views: sum(views),
            likes: sum(likes),
            most: Math.max(...views),
            least: Math.min(...likes),
            mean: expect.closeTo(sum(likes) / likes.length, 9),
          },
        ]);
        // Every figure differs from the first one: a server that fills only the first would fail.
        expect(new Set([rows[0]!.views, rows[0]!.likes, rows[0]!.most]).size).toBe(3);
      });
    });

    describe('the admin queries read through indexes', () => {
      const lists = ENQUIRY_SORT_FIELDS.flatMap((sortBy) =>
        SORT_ORDERS.flatMap((sortOrder) => (['all', ...ENQUIRY_STATUSES] as const).map((status) => ({ sortBy, sortOrder, status }))),
      );

      it.each(lists)('the enquiry list sorted by $sortBy $sortOrder, status $status', async (query) => {
        const { result, operations } = await recordOperations(() => listEnquiries({ ...query, page: 2 }));
        expect(result.enquiries).toHaveLength(10);
        const finds = operations.filter((operation) => operation.collection === 'enquiries' && operation.method === 'find');
        expect(finds).toHaveLength(1);
        expectIndexedPlans(await plans(operations));
      });

      it.each(['any', ...VERDICTS] as const)('the enquiry list filtered by the check verdict %s', async (verdict) => {
        const { result, operations } = await recordOperations(() => listEnquiries({ verdict, page: 2 }));
        expect(result.enquiries).toHaveLength(10);
        const finds = operations.filter((operation) => operation.collection === 'enquiries' && operation.method === 'find');
        expect(finds).toHaveLength(1);
        expectIndexedPlans(await plans(operations));
      });

      // The admin screen's views by owner and follow-up (lib/server/enquiries/cached.ts): the page
      // read, and on an earlier page (or one past the end) the count capped at INBOX_COUNT_CAP,
      // which MongoDB stops at the cap instead of walking every match.
      it.each(ENQUIRY_VIEWS.filter((view) => view !== 'all'))('the inbox screen\'s %s view with its capped count', async (view) => {
        const { result, operations } = await recordOperations(() => readEnquiryListPage({ view, page: 2 }, { userId: 'nobody' }, INBOX_COUNT_CAP));
        expect(result.matches).not.toBeNull();
        const methods = operations.filter((operation) => operation.collection === 'enquiries').map((operation) => operation.method);
        expect(methods.sort()).toEqual(['countDocuments', 'find']);
        const count = operations.find((operation) => operation.method === 'countDocuments')!;
        expect(count.args[1]).toMatchObject({ limit: INBOX_COUNT_CAP });
        expectIndexedPlans(await plans(operations));
      });

      it('the enquiry counts (known: one $group over the whole collection, read in full)', async () => {
        const { result, operations } = await recordOperations(() => enquiryCounts());
        expect(result.totalEnquiries).toBe(400);
        expect(operations.map(signature)).toEqual([WHOLE_COLLECTION_READS[0]]);
        expectIndexedPlans(await plans(operations));
      });

      it('every dashboard query (known: the whole-collection totals are read in full)', async () => {
        const { result, operations } = await recordOperations(() => loadDashboard(NOW));
        // A section that failed would hide its queries.
        for (const [section, value] of Object.entries(result)) expect(value, section).not.toBeNull();
        expect(result.stats?.enquiries.total).toBe(400);
        expect(result.topPosts?.posts).toHaveLength(5);
        const all = await plans(operations);
        expect(result.leadSources?.blogPosts.length).toBeGreaterThan(0);
        // services (the lead sources' names) and the check's funnel were read before issue 31 too.
        expect(new Set(all.map((plan) => plan.operation.collection))).toEqual(
          new Set(['posts', 'postlikes', 'postviews', 'enquiries', 'services', 'whatsappclicks', 'opportunitycheckevents']),
        );
        // The window of recent leads (through the submittedAt index) and the newest five by _id.
        const enquiryReads = all.filter((plan) => plan.operation.collection === 'enquiries').map((plan) => plan.operation.method);
        expect(enquiryReads.sort()).toEqual(['aggregate', 'find', 'findOne', 'findOne', 'findOne', 'findOne', 'findOne']);
        // The list of known whole-collection reads names only queries the dashboard really makes.
        expect(WHOLE_COLLECTION_READS.filter((known) => !all.some((plan) => plan.signature === known))).toEqual([]);
        expectIndexedPlans(all);
      });

      it('the clean-up of expired rate-limit hits and mail claims', async () => {
        const { result, operations } = await recordOperations(async () => [await sweepExpiredHits(NOW), await deleteExpiredClaims(NOW)]);
        expect(operations.map((operation) => `${operation.collection}.${operation.method}`)).toEqual([
          'ratelimithits.deleteMany',
          'outboxclaims.deleteMany',
        ]);
        // Explained after the fact: deleteMany's explain does not delete, and plans the same filter.
        expectIndexedPlans(await plans(operations));
        expect(result).toEqual([expect.any(Number), expect.any(Number)]);
      });
    });

    describe('the indexes the models declare exist', () => {
      type IndexInfo = { key: Record<string, unknown>; unique?: boolean; expireAfterSeconds?: number };

      it.each(MODELS.map((model) => [model.modelName, model] as const))('%s', async (_name, model) => {
        const existing = (await model.collection.indexes()) as IndexInfo[];
        const declared = model.schema.indexes() as Array<[Record<string, unknown>, Record<string, unknown>]>;
        expect(declared.length).toBeGreaterThan(0);
        for (const [key, options] of declared) {
          const found = existing.find((index) => JSON.stringify(index.key) === JSON.stringify(key));
          expect(found, `${model.modelName} ${JSON.stringify(key)}`).toBeDefined();
          expect(Boolean(found?.unique), `${model.modelName} ${JSON.stringify(key)} unique`).toBe(Boolean(options.unique));
          expect(found?.expireAfterSeconds, `${model.modelName} ${JSON.stringify(key)} TTL`).toBe(options.expireAfterSeconds);
        }
      });

      it('the clean-up indexes: expiresAt on rate-limit hits and mail claims, swept by the app (no TTL)', async () => {
        const cleanUp = MODELS.flatMap((model) =>
          (model.schema.indexes() as Array<[Record<string, unknown>, Record<string, unknown>]>)
            .filter(([key, options]) => 'expiresAt' in key || options.expireAfterSeconds !== undefined)
            .map(([key]) => `${model.collection.collectionName} ${JSON.stringify(key)}`),
        );
        expect(cleanUp.sort()).toEqual(['outboxclaims {"expiresAt":1}', 'ratelimithits {"expiresAt":1}']);
        for (const model of MODELS.filter((entry) => ['OutboxClaim', 'RateLimitHit'].includes(entry.modelName))) {
          const index = ((await model.collection.indexes()) as IndexInfo[]).find((entry) => JSON.stringify(entry.key) === '{"expiresAt":1}');
          expect(index, model.modelName).toBeDefined();
          expect(index?.expireAfterSeconds, model.modelName).toBeUndefined();
        }
      });
    });
  },
);
