import 'server-only';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { cachedListPosts } from '@/lib/server/posts/cached';
import type { PostDto } from '@/lib/posts/post';
import { serviceIdForPost } from '@/lib/services/post-service';
import type { ServiceId } from '@/lib/services/service';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

// How far back a service's page looks for posts about it.
const RECENT_POSTS = 100;
const SHOWN = 3;

// The newest posts about a service in the page's language, by the same rule that picks a post's call to action
// (lib/services/post-service.ts). Read from the blog's data cache (its tag refreshes them with the
// posts); none while `next build` prerenders (no database) or while the database is out of reach,
// so a post list never keeps the service's page from showing.
export async function relatedPostsForService(id: ServiceId, locale: Locale = DEFAULT_LOCALE): Promise<PostDto[]> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return [];
  try {
    const posts = await cachedListPosts({ sort: 'latest', limit: RECENT_POSTS, locale });
    return posts.filter((post) => serviceIdForPost(post) === id).slice(0, SHOWN);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return [];
  }
}
