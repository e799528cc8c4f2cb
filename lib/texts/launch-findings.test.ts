import { describe, expect, it } from 'vitest';
import { textFindings } from './launch-findings';
import type { TextEntryDto } from './text-entry';

const BY = { updatedBy: 'Ada', updatedAt: '2026-12-01T10:00:00.000Z' };
const entry = (overrides: TextEntryDto['overrides']): TextEntryDto => ({
  key: 'Home.hero.heading',
  page: 'Home',
  section: 'hero',
  defaults: { en: 'Study in Germany', de: 'Studieren in Deutschland', xx: '[Šţûðý]' },
  overrides,
});

describe('the launch check’s findings about changed texts', () => {
  it('has nothing to say about texts never changed, or changed in every language', () => {
    expect(textFindings([entry({})])).toEqual([]);
    expect(textFindings([entry({ en: { value: 'Work in Germany', ...BY }, de: { value: 'Arbeiten in Deutschland', ...BY } })])).toEqual([]);
  });

  it('names a text changed in one language only', () => {
    expect(textFindings([entry({ en: { value: 'Work in Germany', ...BY } })])).toEqual([
      expect.objectContaining({ kind: 'one-language', message: 'Text Home.hero.heading: changed in English only; check that the German says the same.', href: '/admin/texts?q=Home.hero.heading' }),
    ]);
  });

  it('names a German that reads as the English after a change', () => {
    const findings = textFindings([entry({ en: { value: 'Work in Germany', ...BY }, de: { value: 'Work in Germany', ...BY } })]);
    expect(findings).toEqual([expect.objectContaining({ kind: 'same-as-english', message: 'Text Home.hero.heading: the German reads the same as the English.' })]);
  });
});
