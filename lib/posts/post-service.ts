import { SERVICE_SECTIONS, type ServiceSection } from '@/lib/content/services';
import type { PostCategory } from '@/lib/validation/post';

// What a post's readers most likely need: the service its subject names, else the one of its
// category. Germany and General posts have none: they get the general consultation offer.
const BY_WORDS: [RegExp, string][] = [
  [/opportunity card|chancenkarte/i, 'opportunity-card'],
  [/family reunification|spouse|familiennachzug/i, 'family-reunification'],
  [/blue card|work visa|student visa|visa\b/i, 'visa-advisory'],
  [/universit|admission|study|studying|scholarship/i, 'university-admissions'],
  [/\bcv\b|job search|career|interview/i, 'career-counseling'],
];

const BY_CATEGORY: Partial<Record<PostCategory, string>> = {
  Immigration: 'visa-advisory',
  Visa: 'visa-advisory',
  Education: 'university-admissions',
  Career: 'career-counseling',
};

export function serviceForPost(post: { headline: string; tags: string[]; category: PostCategory }): ServiceSection | null {
  const subject = [post.headline, ...post.tags].join(' ');
  const id = BY_WORDS.find(([pattern]) => pattern.test(subject))?.[1] ?? BY_CATEGORY[post.category];
  return SERVICE_SECTIONS.find((section) => section.id === id) ?? null;
}
