import { SERVICE_SECTIONS, type ServiceSection } from '@/lib/content/services';
import type { ServiceId } from './service';
import type { PostCategory } from '@/lib/posts/post';

// What a post's readers most likely need: the service its subject names, else the one of its
// category. Germany and General posts have none: they get the general consultation offer.
const BY_WORDS: [RegExp, ServiceId][] = [
  [/opportunity card|chancenkarte/i, 'opportunity-card'],
  [/family reunification|spouse|familiennachzug/i, 'family-reunification'],
  [/blue card|work visa|student visa|visa\b/i, 'visa-advisory'],
  [/universit|admission|study|studying|scholarship/i, 'university-admissions'],
  [/\bcv\b|job search|career|interview/i, 'career-counseling'],
];

const BY_CATEGORY: Partial<Record<PostCategory, ServiceId>> = {
  Immigration: 'visa-advisory',
  Visa: 'visa-advisory',
  Education: 'university-admissions',
  Career: 'career-counseling',
};

type PostSubject = { headline: string; tags: string[]; category: PostCategory };

// The service a post is about (its call to action, and the related posts on the service's page).
export function serviceIdForPost(post: PostSubject): ServiceId | null {
  const subject = [post.headline, ...post.tags].join(' ');
  return BY_WORDS.find(([pattern]) => pattern.test(subject))?.[1] ?? BY_CATEGORY[post.category] ?? null;
}

export function serviceForPost(post: PostSubject): ServiceSection | null {
  const id = serviceIdForPost(post);
  return SERVICE_SECTIONS.find((section) => section.id === id) ?? null;
}
