// A post DTO's optional fields as a post saved without them has them (lib/posts/post.ts).
export const UNSET_POST_FIELDS = {
  imageAlt: null,
  socialImage: null,
  seoTitle: null,
  seoDescription: null,
  noindex: false,
  reviewedAt: null,
  authorId: null,
} as const;
