import mongoose from 'mongoose';
import { expect, it, vi } from 'vitest';
import { postsWriteSuite } from './support/posts-write-suite';

// The same write tests with images in GridFS (UPLOAD_STORAGE=gridfs), as on several app instances.
process.env.UPLOAD_STORAGE = 'gridfs';
const revalidatePath = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ revalidatePath, revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

postsWriteSuite(revalidatePath);

// Proves the suite above really ran on GridFS: the images it kept are in the bucket, not on disk.
it('kept the images in the GridFS bucket', async () => {
  const files = await mongoose.connection.db!.collection('uploads.files').countDocuments();
  expect(files).toBeGreaterThan(0);
});
