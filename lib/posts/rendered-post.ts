import type { AuthorDto } from '@/lib/authors/author';
import type { PostDto } from './post';

// A post ready for its article (components/blog/post-article.tsx): made on the server by
// renderPost (lib/server/posts/render-post.ts), shown by the component; here so both can import it.
export type RenderedPost = {
  post: PostDto;
  // The body as sanitised HTML and as plain text (lib/server/posts/markdown.ts).
  html: string;
  plainText: string;
  related: PostDto[];
  // The body's headings, for the table of contents of a long post.
  headings: { id: string; level: number; text: string }[];
  siteName: string;
  // The post's author; null: the firm's team.
  author: AuthorDto | null;
  contact: { whatsappNumber: string; phone: string; consultationFree: boolean };
  jsonLd: object;
};
