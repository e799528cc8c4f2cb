import { describe, expect, it } from 'vitest';
import { POST_FORM } from '@/lib/content/post-form';
import { imageFileProblem, MAX_IMAGE_BYTES } from './image-file';

describe('imageFileProblem', () => {
  it('accepts the image types the server accepts, up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']) {
      expect(imageFileProblem({ type, size: MAX_IMAGE_BYTES })).toBeNull();
    }
  });

  it('refuses a file over 5 MB', () => {
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(POST_FORM.imageTooLarge);
  });

  it('refuses other types, including an unknown one', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 100 })).toBe(POST_FORM.imageWrongType);
    expect(imageFileProblem({ type: 'application/pdf', size: 100 })).toBe(POST_FORM.imageWrongType);
    expect(imageFileProblem({ type: '', size: 100 })).toBe(POST_FORM.imageWrongType);
  });
});
