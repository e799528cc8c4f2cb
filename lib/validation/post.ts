// Shared by the post form, the posts API and the Post model.
export const POST_CATEGORIES = ['Immigration', 'Education', 'Career', 'Visa', 'Germany', 'General'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

// A draft is seen by staff only; a scheduled post goes public at its publishAt; a published one
// is public from its publishAt (the moment it was published, unless staff backdate it).
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_MESSAGES = {
  headlineRequired: 'Headline is required',
  headlineMin: 'Headline must be at least 3 characters',
  headlineMax: 'Headline cannot exceed 200 characters',
  summaryRequired: 'Summary is required',
  summaryMin: 'Summary must be at least 10 characters',
  categoryRequired: 'Category is required',
  categoryInvalid: `Category must be one of ${POST_CATEGORIES.join(', ')}`,
  imageRequired: 'Please select an image',
  statusInvalid: `Status must be one of ${POST_STATUSES.join(', ')}`,
  publishAtInvalid: 'Enter a date and time, for example 2026-12-01T09:00 (Berlin time)',
  publishAtRequired: 'Choose when the post goes live',
  publishAtPast: 'A scheduled time must be in the future',
  publishAtFuture: 'A time in the future is a schedule: choose "Scheduled"',
} as const;
