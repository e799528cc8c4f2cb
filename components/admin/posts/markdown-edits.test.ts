import { describe, expect, it } from 'vitest';
import { applyInline, applyLines, insertImage, shortcutEdit } from './markdown-edits';

const at = (text: string, start: number, end = start) => ({ text, start, end });

describe('inline edits', () => {
  it('wraps the selection in bold or italic, and unwraps it when applied again', () => {
    const bold = applyInline(at('Visa fees rise', 5, 9), 'bold');
    expect(bold).toEqual({ text: 'Visa **fees** rise', start: 7, end: 11 });
    expect(applyInline(bold, 'bold')).toEqual({ text: 'Visa fees rise', start: 5, end: 9 });
    expect(applyInline(at('Visa fees rise', 5, 9), 'italic').text).toBe('Visa _fees_ rise');
  });

  it('inserts a selected placeholder without a selection', () => {
    const result = applyInline(at('Hello ', 6), 'bold');
    expect(result.text).toBe('Hello **bold text**');
    expect(result.text.slice(result.start, result.end)).toBe('bold text');
  });

  it('makes a link of the selection and selects the address to type', () => {
    const result = applyInline(at('See our services page', 8, 16), 'link');
    expect(result.text).toBe('See our [services](https://) page');
    expect(result.text.slice(result.start, result.end)).toBe('https://');
  });
});

describe('line edits', () => {
  it('prefixes every selected line, numbering a numbered list', () => {
    const text = 'Passport\nRental contract\nPhoto';
    expect(applyLines(at(text, 0, text.length), 'bulletList').text).toBe('- Passport\n- Rental contract\n- Photo');
    expect(applyLines(at(text, 3, 12), 'numberedList').text).toBe('1. Passport\n2. Rental contract\nPhoto');
    expect(applyLines(at(text, 2), 'heading').text).toBe('## Passport\nRental contract\nPhoto');
    expect(applyLines(at(text, 12), 'quote').text).toBe('Passport\n> Rental contract\nPhoto');
  });

  it('removes the prefix when every line has it, and replaces another kind of prefix', () => {
    expect(applyLines(at('- a\n- b', 0, 7), 'bulletList').text).toBe('a\nb');
    expect(applyLines(at('### Old heading', 4), 'heading').text).toBe('Old heading');
    expect(applyLines(at('1. a\n2. b', 0, 9), 'bulletList').text).toBe('- 1. a\n- 2. b');
  });
});

describe('images', () => {
  it('puts the image on a paragraph of its own, with its alt text', () => {
    expect(insertImage(at('Intro', 5), 'The Landesamt building', '/uploads/a.webp').text).toBe('Intro\n\n![The Landesamt building](/uploads/a.webp)');
    expect(insertImage(at('A\n\nB', 3), 'x', '/uploads/b.webp').text).toBe('A\n\n![x](/uploads/b.webp)\n\nB');
    expect(insertImage(at('', 0), 'A [bracketed]\nalt', '/uploads/c.webp').text).toBe('![A  bracketed  alt](/uploads/c.webp)');
  });
});

describe('shortcuts', () => {
  const key = (k: string, extra: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...extra,
  });
  it('maps Ctrl or Cmd with B, I and K, and nothing else', () => {
    expect(shortcutEdit(key('b', { ctrlKey: true }))).toBe('bold');
    expect(shortcutEdit(key('I', { metaKey: true }))).toBe('italic');
    expect(shortcutEdit(key('k', { ctrlKey: true }))).toBe('link');
    expect(shortcutEdit(key('b'))).toBeNull();
    expect(shortcutEdit(key('b', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(shortcutEdit(key('s', { ctrlKey: true }))).toBeNull();
  });
});
