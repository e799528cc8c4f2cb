import type { PostCategory } from '@/lib/posts/post';
import type { CoverMotif } from '../lib/cover-image';
import type { Locale } from '@/i18n/locales';

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

// A sample post in another language, linked to the sample post it translates (by that post's
// headline); it shares its cover.
export type SampleTranslation = Omit<SamplePost, 'palette' | 'motif'> & { translationOf: string; locale: Locale };
