import sharp from 'sharp';
import { beforeAll } from 'vitest';
import { connectDb } from '@/lib/server/db';
import { authHeaders, createUser, tokenFor } from './auth';

// What a test of writing posts starts from: a signed-in member (an administrator) with their
// session token (for Server Actions, through actAs) and its cookie headers (for the routes), and a
// cover picture of one colour. Filled in before the file's tests run.
export type PostWriter = { token: string; session: Record<string, string>; png: Buffer };

export function postWriter(account: { email: string; name?: string }, cover: { width: number; height: number; background: string }): PostWriter {
  const writer: PostWriter = { token: '', session: {}, png: Buffer.alloc(0) };
  beforeAll(async () => {
    await connectDb();
    writer.token = await tokenFor(await createUser({ ...account, password: 'long enough password' }));
    writer.session = authHeaders(writer.token);
    writer.png = await sharp({ create: { ...cover, channels: 3 } }).png().toBuffer();
  });
  return writer;
}
