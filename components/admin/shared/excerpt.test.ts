import { describe, expect, it } from 'vitest';
import { listExcerpt, summaryStart } from './excerpt';

describe('listExcerpt', () => {
  it('keeps a text of up to 80 characters as it is, without an ellipsis', () => {
    expect(listExcerpt('Short summary.')).toBe('Short summary.');
    const exact = 'a'.repeat(80);
    expect(listExcerpt(exact)).toBe(exact);
  });

  it('cuts a longer text at 80 characters and adds an ellipsis', () => {
    const long = 'b'.repeat(81);
    expect(listExcerpt(long)).toBe(`${'b'.repeat(80)}...`);
  });

  it('drops trailing space at the cut', () => {
    const text = `${'c'.repeat(79)} and more words follow here`;
    expect(listExcerpt(text)).toBe(`${'c'.repeat(79)}...`);
  });

  it('turns line breaks into single spaces', () => {
    expect(listExcerpt('First line\n\nSecond   line\n')).toBe('First line Second line');
  });

  it('does not split characters outside the basic plane', () => {
    const text = '😀'.repeat(81);
    expect(listExcerpt(text)).toBe(`${'😀'.repeat(80)}...`);
  });
});

describe('summaryStart', () => {
  it('shows the first 10 characters and an ellipsis', () => {
    expect(summaryStart('Studying in Germany is affordable.')).toBe('Studying i...');
  });

  it('adds the ellipsis to a short text as well', () => {
    expect(summaryStart('Visa')).toBe('Visa...');
  });

  it('flattens line breaks before counting', () => {
    expect(summaryStart('Line\none\ntwo')).toBe('Line one t...');
  });
});
