import type { SamplePost } from './types';

export const studyAndCareerPosts: SamplePost[] = [];
