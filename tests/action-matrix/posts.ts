import { MADE_UP_ID, MADE_UP_MEDIA_NAME, type ActionCase } from './case';

export const ACTIONS: ActionCase[] = [
  { file: 'testimonials/actions.ts', name: 'addTestimonial', capability: 'posts', args: [{}] },
  { file: 'testimonials/actions.ts', name: 'saveTestimonial', capability: 'posts', args: [MADE_UP_ID, {}] },
  { file: 'testimonials/actions.ts', name: 'removeTestimonial', capability: 'posts', args: [MADE_UP_ID] },
  { file: 'authors/actions.ts', name: 'removeAuthor', capability: 'posts', args: [MADE_UP_ID] },
  { file: 'blogs/actions.ts', name: 'removePost', capability: 'posts', args: [MADE_UP_ID] },
  { file: 'blogs/actions.ts', name: 'addPost', capability: 'posts', args: [{}] },
  { file: 'blogs/actions.ts', name: 'savePost', capability: 'posts', args: [MADE_UP_ID, {}] },
  { file: 'blogs/actions.ts', name: 'restorePostRevision', capability: 'posts', args: [MADE_UP_ID, MADE_UP_ID] },
  { file: 'blogs/actions.ts', name: 'previewPost', capability: 'posts', args: ['# Hi'] },
  { file: 'media/actions.ts', name: 'saveMediaAlt', capability: 'posts', args: [{}] },
  { file: 'media/actions.ts', name: 'removeMediaFile', capability: 'posts', args: [MADE_UP_MEDIA_NAME] },
];
