import { PostCard } from '@/components/site/posts/post-card';
import type { PostDto } from '@/lib/posts/post';
import { ServicePageSection } from './service-page-section';

export function RelatedPosts({ posts, heading }: { posts: PostDto[]; heading: string }) {
  return (
    <ServicePageSection titleId="related-heading" heading={heading} background="bg-white" width="wide">
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <PostCard key={post._id} post={post} />
        ))}
      </div>
    </ServicePageSection>
  );
}
