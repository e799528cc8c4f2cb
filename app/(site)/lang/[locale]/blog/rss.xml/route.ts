import { handle } from '@/lib/server/http';
import { cachedListPosts } from '@/lib/server/posts/cached';
import { renderRss } from '@/lib/posts/rss';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';

// GET /blog/rss.xml: the blog as an RSS 2.0 feed
export const GET = handle(async () => {
  const [posts, site] = await Promise.all([cachedListPosts({ sort: 'latest', limit: 50 }), siteSettingsForPages()]);
  return new Response(renderRss(site, posts), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
});
