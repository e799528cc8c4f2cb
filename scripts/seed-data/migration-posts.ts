import type { SamplePost } from './types';

export const migrationPosts: SamplePost[] = [];
