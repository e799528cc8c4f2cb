import { describe, expect, it } from 'vitest';
import { IMAGE_ALT_REQUIRED, POST_MESSAGES, postFormInput, validatePostForm, type PostFormValues } from './post';

const valid: PostFormValues = { headline: 'Study in Berlin', summary: 'A long enough summary.', category: 'Education', authorId: '', tags: '', imageAlt: 'A student in Berlin', slug: '', seoTitle: '', seoDescription: '', socialImage: '', noindex: false, reviewed: false, status: 'published', publishAt: '', locale: 'en', translationOf: '', image: null };
const cover = new File(['x'], 'cover.png', { type: 'image/png' });

describe('validatePostForm', () => {
  it('passes a complete form', () => {
    expect(validatePostForm(valid, false)).toEqual({});
  });

  it("reports SPEC's messages for the text fields, and asks for the cover's alt text", () => {
    const errors = validatePostForm({ ...valid, headline: 'ab', summary: '', category: '', imageAlt: ' ' }, false);
    expect(errors).toEqual({
      headline: [POST_MESSAGES.headlineMin],
      summary: [POST_MESSAGES.summaryRequired],
      category: [POST_MESSAGES.categoryRequired],
      imageAlt: [IMAGE_ALT_REQUIRED],
    });
  });

  it('requires an image when creating, not when editing', () => {
    expect(validatePostForm(valid, true)).toEqual({ image: [POST_MESSAGES.imageRequired] });
    expect(validatePostForm({ ...valid, image: cover }, true)).toEqual({});
  });

  it('asks for the time of a schedule', () => {
    expect(validatePostForm({ ...valid, status: 'scheduled' }, false)).toEqual({ publishAt: [POST_MESSAGES.publishAtRequired] });
  });
});

describe('postFormInput', () => {
  it('sends the boxes as a form does, a publish time only with a schedule, and never the file', () => {
    const payload = postFormInput({ ...valid, noindex: true, publishAt: '2030-01-01T09:00', image: cover });
    expect(payload).toMatchObject({ noindex: 'true', reviewed: '', publishAt: '' });
    expect(payload).not.toHaveProperty('image');
    expect(postFormInput({ ...valid, status: 'scheduled', publishAt: '2030-01-01T09:00' }).publishAt).toBe('2030-01-01T09:00');
  });
});
