import { describe, expect, it } from 'vitest';
import { altIn, formatFileSize, mediaAltInputSchema, toMediaFileDto } from './media-file';

const NAME = '01234567-89ab-cdef-0123-456789abcdef.webp';

describe('the media library record', () => {
  it('maps a stored file, its alt per language, its address', () => {
    const at = new Date('2026-05-01T10:00:00Z');
    const dto = toMediaFileDto({ name: NAME, bytes: 2048, width: 10, height: 20, alt: { en: 'A desk', de: '' }, createdAt: at, updatedAt: at });
    expect(dto).toEqual({ name: NAME, url: `/uploads/${NAME}`, bytes: 2048, width: 10, height: 20, alt: { en: 'A desk' }, createdAt: at.toISOString(), updatedAt: at.toISOString() });
    // A file stored before alt texts existed has none.
    expect(toMediaFileDto({ name: NAME, bytes: 1, width: 1, height: 1, createdAt: at, updatedAt: at }).alt).toEqual({ en: '' });
  });

  it('offers a language its own alt only', () => {
    expect(altIn({ alt: { en: 'A desk', de: 'Ein Schreibtisch' } }, 'de')).toBe('Ein Schreibtisch');
    expect(altIn({ alt: { en: 'A desk' } }, 'de')).toBe('');
    expect(altIn({ alt: { en: 'A desk' } }, 'en')).toBe('A desk');
  });

  it('checks the alt edit: a stored name, one line per language, a limit', () => {
    expect(mediaAltInputSchema.parse({ name: NAME, alt: { en: ' A desk ', de: '' } })).toEqual({ name: NAME, alt: { en: 'A desk' } });
    expect(mediaAltInputSchema.safeParse({ name: '../etc/passwd', alt: { en: '' } }).success).toBe(false);
    const errors = mediaAltInputSchema.safeParse({ name: NAME, alt: { en: 'x'.repeat(201), de: 'a\nb' } }).error?.issues.map((issue) => issue.path.join('.'));
    expect(errors).toEqual(['alt.en', 'alt.de']);
  });

  it('writes sizes as people read them', () => {
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(840 * 1024)).toBe('840 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
