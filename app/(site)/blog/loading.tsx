import { BlogHero } from '@/components/blog/blog-hero';
import { BlogListLoading } from '@/components/blog/blog-list-loading';

// While navigating to /blog: the hero and the same loading text the page shows in its list.
export default function BlogLoading() {
  return (
    <>
      <BlogHero />
      <BlogListLoading />
    </>
  );
}
