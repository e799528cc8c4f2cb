// Shared by the post form, the posts API and the Post model.
export const POST_CATEGORIES = ['Immigration', 'Education', 'Career', 'Visa', 'Germany', 'General'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

export const POST_MESSAGES = {
  headlineRequired: 'Headline is required',
  headlineMin: 'Headline must be at least 3 characters',
  headlineMax: 'Headline cannot exceed 200 characters',
  summaryRequired: 'Summary is required',
  summaryMin: 'Summary must be at least 10 characters',
  categoryRequired: 'Category is required',
  categoryInvalid: `Category must be one of ${POST_CATEGORIES.join(', ')}`,
  imageRequired: 'Please select an image',
} as const;
