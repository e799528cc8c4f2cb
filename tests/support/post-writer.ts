import sharp from 'sharp';
import { beforeAll } from 'vitest';
import { connectDb } from '@/lib/server/db';
import { authHeaders, createUser, tokenFor } from './auth';

// What a test of writing posts starts from: a signed-in member (an administrator) with their
// session token (for Server Actions, through actAs) and its cookie headers (for the routes), and a
// cover picture of one colour. Filled in before the file's tests run. `newCover()`: a picture no
// upload has sent before (a colour of its own), for a test whose post needs a file of its own: the
// same bytes uploaded again are the same stored file (issue 44).
export type PostWriter = { token: string; session: Record<string, string>; png: Buffer; newCover: () => Promise<Buffer> };

let covers = 0;

export function postWriter(account: { email: string; name?: string }, cover: { width: number; height: number; background: string }): PostWriter {
  const newCover = () => {
    covers += 1;
    const background = { r: (covers * 37) % 256, g: (covers * 91) % 256, b: (covers * 53 + 7) % 256 };
    return sharp({ create: { ...cover, channels: 3, background } }).png().toBuffer();
  };
  const writer: PostWriter = { token: '', session: {}, png: Buffer.alloc(0), newCover };
  beforeAll(async () => {
    await connectDb();
    writer.token = await tokenFor(await createUser({ ...account, password: 'long enough password' }));
    writer.session = authHeaders(writer.token);
    writer.png = await sharp({ create: { ...cover, channels: 3 } }).png().toBuffer();
  });
  return writer;
}
