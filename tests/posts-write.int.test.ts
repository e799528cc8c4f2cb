import { vi } from 'vitest';
import { postsWriteSuite } from './support/posts-write-suite';

// Revalidation needs a running Next server (the end-to-end tests show its effect); here it is observed.
const revalidatePath = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ revalidatePath, revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

postsWriteSuite(revalidatePath);
