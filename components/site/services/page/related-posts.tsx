import { PostCard } from '@/components/blog/post-card';
import { SERVICE_PAGE as COPY } from '@/lib/content/services';
import type { PostDto } from '@/lib/posts/dto';

export function RelatedPosts({ posts }: { posts: PostDto[] }) {
  return (
    <section aria-labelledby="related-heading" className="bg-white py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="related-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {COPY.relatedHeading}
        </h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <PostCard key={post._id} post={post} />
          ))}
        </div>
      </div>
    </section>
  );
}
