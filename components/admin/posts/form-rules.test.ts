import { describe, expect, it } from 'vitest';
import { POST_MESSAGES } from '@/lib/validation/post';
import { serverFieldErrors, validatePostForm, type FormValues } from './form-rules';

const valid: FormValues = { headline: 'Study in Berlin', summary: 'A long enough summary.', category: 'Education', authorId: '', tags: '', imageAlt: 'A student in Berlin', slug: '', seoTitle: '', seoDescription: '', socialImage: '', noindex: '', reviewed: '', status: 'published', publishAt: '' };
const noImageNeeded = { chosen: false, problem: null, required: false };

describe('validatePostForm', () => {
  it('passes a complete form', () => {
    expect(validatePostForm(valid, noImageNeeded)).toEqual({});
  });

  it("reports SPEC's messages for the text fields", () => {
    const errors = validatePostForm({ ...valid, headline: 'ab', summary: '', category: '' }, noImageNeeded);
    expect(errors).toEqual({
      headline: [POST_MESSAGES.headlineMin],
      summary: [POST_MESSAGES.summaryRequired],
      category: [POST_MESSAGES.categoryRequired],
    });
  });

  it('requires an image when creating, not when editing', () => {
    expect(validatePostForm(valid, { chosen: false, problem: null, required: true })).toEqual({ image: [POST_MESSAGES.imageRequired] });
    expect(validatePostForm(valid, { chosen: true, problem: null, required: true })).toEqual({});
  });

  it('reports a refused file even in edit mode', () => {
    expect(validatePostForm(valid, { chosen: false, problem: 'Too big', required: false })).toEqual({ image: ['Too big'] });
  });
});

describe('serverFieldErrors', () => {
  it("uses the server's field errors as they are", () => {
    const errors = { headline: ['Headline is required'] };
    expect(serverFieldErrors({ ok: false, status: 400, message: 'Please correct the highlighted fields', errors })).toBe(errors);
  });

  it('puts a refused image under the image field', () => {
    expect(serverFieldErrors({ ok: false, status: 413, message: 'Image is too large (at most 5 MB)' })).toEqual({
      image: ['Image is too large (at most 5 MB)'],
    });
  });

  it('has no field errors for other failures', () => {
    expect(serverFieldErrors({ ok: false, status: 503, message: 'Service temporarily unavailable' })).toEqual({});
    expect(serverFieldErrors({ ok: false, status: 0 })).toEqual({});
  });
});
