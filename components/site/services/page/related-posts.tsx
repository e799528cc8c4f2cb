import { PostGrid } from '@/components/site/posts/post-grid';
import type { PostDto } from '@/lib/posts/post';
import { ServicePageSection } from './service-page-section';

export function RelatedPosts({ posts, heading }: { posts: PostDto[]; heading: string }) {
  return (
    <ServicePageSection titleId="related-heading" heading={heading} background="bg-white" width="wide">
      <PostGrid posts={posts} className="mt-8" />
    </ServicePageSection>
  );
}
