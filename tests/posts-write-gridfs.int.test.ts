import { vi } from 'vitest';
import { postsWriteSuite } from './support/posts-write-suite';

// The same write tests with images in GridFS (UPLOAD_STORAGE=gridfs), as on several app instances.
process.env.UPLOAD_STORAGE = 'gridfs';
const revalidatePath = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ revalidatePath, revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

postsWriteSuite(revalidatePath);
