import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, PREVIEW_LENGTH, previewText } from '@/lib/posts/preview';
import { toPostDto } from './to-dto';

const row = (summary: string) => ({
  _id: 'abc',
  headline: 'H',
  summary,
  category: 'Visa' as const,
  createdAt: new Date('2026-11-01T10:00:00Z'),
  updatedAt: new Date('2026-11-01T10:00:00Z'),
});

describe('toPostDto', () => {
  it('keeps the Markdown as summary and gives the words as excerpt', () => {
    const dto = toPostDto(row('## Costs\n\nThe **blocked account** holds [€11,904](https://x.example).'));
    expect(dto.summary).toBe('## Costs\n\nThe **blocked account** holds [€11,904](https://x.example).');
    expect(dto.excerpt).toBe('Costs The blocked account holds €11,904.');
  });

  it('carries enough of the text that every preview of the excerpt is the preview of the whole text', () => {
    const long = Array.from({ length: 120 }, (_, i) => `Word${i}`).join(' ');
    const dto = toPostDto(row(long));
    expect(dto.excerpt.length).toBe(EXCERPT_LENGTH);
    for (const max of Object.values(PREVIEW_LENGTH)) expect(previewText(dto.excerpt, max)).toBe(previewText(long, max));
  });
});
