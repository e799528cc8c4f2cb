import type { PostCardDto } from '@/lib/posts/post';
import { PostCard } from './post-card';

// Posts as cards: one column on a phone, two on a tablet, three from a laptop up. `className`
// places the grid (its top margin).
export function PostGrid({ posts, className }: { posts: PostCardDto[]; className?: string }) {
  return (
    <div className={`${className ? `${className} ` : ''}grid gap-6 sm:grid-cols-2 lg:grid-cols-3`}>
      {posts.map((post) => (
        <PostCard key={post._id} post={post} />
      ))}
    </div>
  );
}
