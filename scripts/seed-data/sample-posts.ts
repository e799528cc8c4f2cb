import { migrationPosts } from './migration-posts';
import { studyAndCareerPosts } from './study-and-career-posts';
import type { SamplePost } from './types';

export type { SamplePost } from './types';

// Development and test content: original articles with cover images drawn at seed time.
export const samplePosts: SamplePost[] = [...migrationPosts, ...studyAndCareerPosts];
