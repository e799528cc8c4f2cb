import type { PostCategory } from '@/lib/validation/post';
import type { CoverMotif } from '../lib/cover-image';

export type SamplePost = {
  headline: string;
  // Plain text; paragraphs are separated by a blank line ("\n\n").
  summary: string;
  category: PostCategory;
  tags: string[];
  readTime?: string;
  // How many days before the seed run the post is dated.
  daysAgo: number;
  palette: [string, string];
  motif: CoverMotif;
};
