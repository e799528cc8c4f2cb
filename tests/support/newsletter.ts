import { afterAll, beforeAll, beforeEach } from 'vitest';
import { connectDb } from '@/lib/server/db';
import { NewsletterSettingsModel } from '@/models/newsletter-settings';
import { NewsletterSubscriber } from '@/models/newsletter-subscriber';
import { OutboxClaim } from '@/models/outbox-claim';
import { OutboxMessage } from '@/models/outbox-message';
import { RateLimitHit } from '@/models/rate-limit-hit';
import { startSmtpForOutbox, stopSmtpForOutbox, type TestSmtp } from './smtp';

// A newsletter test file's setting: a real SMTP server for the outbox, the newsletter switched on
// (it is off until the firm switches it on: tests/newsletter-settings.int.test.ts), and every test
// starting without subscribers, mail or rate-limit hits. Returns the SMTP server once started.
export function newsletterTestSetting(): () => TestSmtp {
  let smtp: TestSmtp | null = null;
  beforeAll(async () => {
    smtp = await startSmtpForOutbox();
    await connectDb();
    await NewsletterSettingsModel.updateOne({ _id: 'newsletter' }, { $set: { enabled: true } }, { upsert: true });
  });
  afterAll(async () => {
    if (smtp) await stopSmtpForOutbox(smtp);
  });
  beforeEach(async () => {
    await Promise.all([NewsletterSubscriber.deleteMany({}), OutboxMessage.deleteMany({}), OutboxClaim.deleteMany({}), RateLimitHit.deleteMany({})]);
    smtp!.received.length = 0;
  });
  return () => smtp!;
}
