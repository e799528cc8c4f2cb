import { describe, expect, it } from 'vitest';
import { applyInline, applyLines, continueBlock, insertImage, shortcutEdit, textChange, toggleTable, type Selection } from './markdown-edits';

// Texts with the caret as ‸ and a selection as «…», so each case reads as the editor would show it.
function at(marked: string): Selection {
  const caret = marked.indexOf('‸');
  if (caret !== -1) return { text: marked.replace('‸', ''), start: caret, end: caret };
  const start = marked.indexOf('«');
  const end = marked.indexOf('»') - 1;
  return { text: marked.replace('«', '').replace('»', ''), start, end };
}
function show({ text, start, end }: Selection): string {
  return start === end ? text.slice(0, start) + '‸' + text.slice(start) : text.slice(0, start) + '«' + text.slice(start, end) + '»' + text.slice(end);
}
// Typing at the selection, as a person would: the typed text replaces it and the caret follows.
function type(selection: Selection, typed: string): Selection {
  const text = selection.text.slice(0, selection.start) + typed + selection.text.slice(selection.end);
  return { text, start: selection.start + typed.length, end: selection.start + typed.length };
}

describe('bold and italic with a selection', () => {
  it('wraps the selection and keeps it selected; applied again, unwraps it', () => {
    const bold = applyInline(at('Visa «fees» rise'), 'bold');
    expect(show(bold)).toBe('Visa **«fees»** rise');
    expect(show(applyInline(bold, 'bold'))).toBe('Visa «fees» rise');
    const italic = applyInline(at('Visa «fees» rise'), 'italic');
    expect(show(italic)).toBe('Visa _«fees»_ rise');
    expect(show(applyInline(italic, 'italic'))).toBe('Visa «fees» rise');
  });

  it('unwraps a selection that includes the marks', () => {
    expect(show(applyInline(at('Visa «**fees**» rise'), 'bold'))).toBe('Visa «fees» rise');
    expect(show(applyInline(at('«_fees_»'), 'italic'))).toBe('«fees»');
  });

  it('keeps spaces at the selection edges outside the marks, as Markdown needs', () => {
    // A double-click selects the word with its space: `**fees **` would not be bold.
    expect(show(applyInline(at('Visa «fees »rise'), 'bold'))).toBe('Visa **«fees»** rise');
    expect(show(applyInline(at('Visa« fees» rise'), 'italic'))).toBe('Visa _«fees»_ rise');
  });

  it('wraps each selected line on its own, skipping blank ones, and unwraps them all again', () => {
    const bold = applyInline(at('«One\n\nTwo»'), 'bold');
    expect(show(bold)).toBe('**«One**\n\n**Two»**');
    expect(show(applyInline(bold, 'bold'))).toBe('«One\n\nTwo»');
  });

  it('makes a half-bold phrase bold as a whole', () => {
    expect(show(applyInline(at('«a **b** c»'), 'bold'))).toBe('**«a b c»**');
  });

  it('combines bold and italic', () => {
    const bold = applyInline(at('«fees»'), 'bold');
    expect(show(applyInline(bold, 'italic'))).toBe('**_«fees»_**');
  });
});

describe('bold and italic without a selection', () => {
  it('starts the format at the caret: typing goes on inside it, pressing again goes on plain', () => {
    // Ctrl+B, a word, Ctrl+B, more words: no stray marks, no lost space.
    let text = applyInline(at('Hello ‸'), 'bold');
    expect(show(text)).toBe('Hello **‸**');
    text = type(text, 'world');
    text = applyInline(text, 'bold');
    expect(show(text)).toBe('Hello **world**‸');
    expect(type(text, ' and more').text).toBe('Hello **world** and more');
  });

  it('the same for italic, and for both at once', () => {
    let text = type(applyInline(at('Note: ‸'), 'italic'), 'soon');
    expect(show(applyInline(text, 'italic'))).toBe('Note: _soon_‸');
    text = type(applyInline(applyInline(at('‸'), 'bold'), 'italic'), 'key');
    expect(show(applyInline(applyInline(text, 'italic'), 'bold'))).toBe('**_key_**‸');
  });

  it('pressed twice without typing, leaves the text as it was', () => {
    const once = applyInline(at('Hello ‸world'), 'bold');
    expect(show(applyInline(once, 'bold'))).toBe('Hello ‸world');
    expect(show(applyInline(applyInline(at('‸'), 'italic'), 'italic'))).toBe('‸');
  });

  it('inside a bold run, ends it at the caret and starts it again after', () => {
    const split = applyInline(at('**bo‸ld**'), 'bold');
    expect(show(split)).toBe('**bo**‸**ld**');
    expect(type(split, ' and ').text).toBe('**bo** and **ld**');
  });

  it('before the opening mark of a later bold word, starts a new run rather than stepping into it', () => {
    expect(show(applyInline(at('Plain ‸**bold**'), 'bold'))).toBe('Plain **‸****bold**');
  });
});

describe('links', () => {
  it('makes a link of the selection and selects the address to type', () => {
    expect(show(applyInline(at('See our «services» page'), 'link'))).toBe('See our [services](«https://») page');
    // Spaces at the edges stay outside the brackets.
    expect(show(applyInline(at('See our «services »page'), 'link'))).toBe('See our [services](«https://») page');
  });

  it('turns a selected link, or its selected text, back into plain text', () => {
    expect(show(applyInline(at('See «[services](/services)» now'), 'link'))).toBe('See «services» now');
    expect(show(applyInline(at('See [«services»](/services) now'), 'link'))).toBe('See «services» now');
  });

  it('without a selection: the text first, then (pressed again) the address, then (again) on after the link', () => {
    let text = applyInline(at('Read ‸'), 'link');
    expect(show(text)).toBe('Read [‸](https://)');
    text = applyInline(type(text, 'the guide'), 'link');
    expect(show(text)).toBe('Read [the guide](«https://»)');
    text = applyInline(type(text, 'https://example.org'), 'link');
    expect(show(text)).toBe('Read [the guide](https://example.org)‸');
  });

  it('pressed twice without typing, leaves the text as it was', () => {
    expect(show(applyInline(applyInline(at('Read ‸now'), 'link'), 'link'))).toBe('Read ‸now');
  });
});

describe('headings, lists and quotes', () => {
  it('on an empty line, puts the caret after the marker so typing goes into the heading or list', () => {
    expect(show(applyLines(at('Intro\n\n‸'), 'heading'))).toBe('Intro\n\n## ‸');
    expect(show(applyLines(at('‸'), 'bulletList'))).toBe('- ‸');
    expect(show(applyLines(at('‸'), 'numberedList'))).toBe('1. ‸');
    expect(show(applyLines(at('‸'), 'quote'))).toBe('> ‸');
    expect(type(applyLines(at('Intro\n\n‸'), 'heading'), 'Costs').text).toBe('Intro\n\n## Costs');
  });

  it('keeps the caret on the same letter of a line that gets or loses a marker', () => {
    expect(show(applyLines(at('Pass‸port'), 'bulletList'))).toBe('- Pass‸port');
    expect(show(applyLines(at('- Pass‸port'), 'bulletList'))).toBe('Pass‸port');
    expect(show(applyLines(at('## Costs‸'), 'heading'))).toBe('Costs‸');
    // A caret inside the old marker lands after the new one.
    expect(show(applyLines(at('-‸ a'), 'numberedList'))).toBe('1. ‸a');
  });

  it('prefixes every selected line, numbering a numbered list, and keeps the words selected', () => {
    const text = 'Passport\nRental contract\nPhoto';
    expect(show(applyLines(at(`«${text}»`), 'bulletList'))).toBe('- «Passport\n- Rental contract\n- Photo»');
    expect(show(applyLines(at('Pas«sport\nRental» contract\nPhoto'), 'numberedList'))).toBe('1. Pas«sport\n2. Rental» contract\nPhoto');
    expect(show(applyLines(at('Passport\nRen‸tal'), 'quote'))).toBe('Passport\n> Ren‸tal');
  });

  it('removes the marker when every line has it', () => {
    expect(show(applyLines(at('«- a\n- b»'), 'bulletList'))).toBe('«a\nb»');
    expect(show(applyLines(at('«1. a\n2. b»'), 'numberedList'))).toBe('«a\nb»');
    expect(show(applyLines(at('«> a\n> b»'), 'quote'))).toBe('«a\nb»');
  });

  it('replaces another kind of marker instead of stacking them', () => {
    expect(applyLines(at('«1. a\n2. b»'), 'bulletList').text).toBe('- a\n- b');
    expect(applyLines(at('- a‸'), 'heading').text).toBe('## a');
    expect(applyLines(at('### Old heading‸'), 'heading').text).toBe('## Old heading');
    expect(applyLines(at('## a‸'), 'numberedList').text).toBe('1. a');
  });

  it('keeps a quote around a list and a list inside a quote', () => {
    expect(applyLines(at('> a‸'), 'bulletList').text).toBe('> - a');
    expect(applyLines(at('> - a‸'), 'bulletList').text).toBe('> a');
    expect(applyLines(at('- a‸'), 'quote').text).toBe('> - a');
  });

  it('skips blank lines among several and goes on numbering from the item above', () => {
    expect(applyLines(at('«a\n\nb»'), 'numberedList').text).toBe('1. a\n\n2. b');
    expect(applyLines(at('1. a\nb‸'), 'numberedList').text).toBe('1. a\n2. b');
  });
});

describe('Enter in a list or quote', () => {
  it('starts the next item, numbered one on', () => {
    expect(show(continueBlock(at('- Passport‸'))!)).toBe('- Passport\n- ‸');
    expect(show(continueBlock(at('1. Passport‸'))!)).toBe('1. Passport\n2. ‸');
    expect(show(continueBlock(at('> Quoted‸'))!)).toBe('> Quoted\n> ‸');
    expect(show(continueBlock(at('- Pass‸port'))!)).toBe('- Pass\n- ‸port');
  });

  it('on an empty item ends the list with a blank line, so what follows is a paragraph', () => {
    expect(show(continueBlock(at('- Passport\n- ‸'))!)).toBe('- Passport\n\n‸');
  });

  it('is the browser’s own Enter elsewhere', () => {
    expect(continueBlock(at('Plain text‸'))).toBeNull();
    expect(continueBlock(at('## Heading‸'))).toBeNull();
    expect(continueBlock(at('‸- item'))).toBeNull();
  });
});

describe('tables', () => {
  it('without a selection, inserts an empty table on its own paragraph with the caret in its first cell', () => {
    const table = toggleTable(at('Costs‸'));
    expect(show(table)).toBe('Costs\n\n| ‸ |  |\n| --- | --- |\n|  |  |');
    expect(type(table, 'Item').text).toBe('Costs\n\n| Item |  |\n| --- | --- |\n|  |  |');
  });

  it('pressed again on the empty table, takes it away', () => {
    expect(show(toggleTable(toggleTable(at('Costs‸'))))).toBe('Costs‸');
    expect(show(toggleTable(toggleTable(at('A\n\n‸\n\nB'))))).toBe('A‸\n\nB');
  });

  it('makes the selected lines rows, cells split at tabs, the first line the header', () => {
    const table = toggleTable(at('Fees:\n«Item\tPer month\nRent\t€900 | €1000»'));
    expect(show(table)).toBe('Fees:\n\n«| Item | Per month |\n| --- | --- |\n| Rent | €900 \\| €1000 |»');
    // And back.
    expect(show(toggleTable(table))).toBe('Fees:\n\n«Item\tPer month\nRent\t€900 | €1000»');
  });

  it('takes a filled table back to lines from the caret anywhere in it', () => {
    expect(show(toggleTable(at('| Item | Per month |\n|:--|--:|\n| Ren‸t | €900 |')))).toBe('«Item\tPer month\nRent\t€900»');
  });
});

describe('images', () => {
  it('puts the image on a paragraph of its own, with its alt text, the caret after it', () => {
    expect(show(insertImage(at('Intro‸'), 'The Landesamt building', '/uploads/a.webp'))).toBe('Intro\n\n![The Landesamt building](/uploads/a.webp)‸');
    expect(insertImage(at('A\n\n‸B'), 'x', '/uploads/b.webp').text).toBe('A\n\n![x](/uploads/b.webp)\n\nB');
    expect(insertImage(at('‸'), 'A [bracketed]\nalt', '/uploads/c.webp').text).toBe('![A  bracketed  alt](/uploads/c.webp)');
  });

  it('takes the place of selected words, as pasting over them would', () => {
    expect(show(insertImage(at('Before «this» after'), 'x', '/uploads/d.webp'))).toBe('Before\n\n![x](/uploads/d.webp)‸\n\nafter');
  });
});

describe('the change applied as typing', () => {
  it('is the smallest replacement between the two texts', () => {
    expect(textChange('Hello ', 'Hello ****')).toEqual({ start: 6, end: 6, insert: '****' });
    expect(textChange('Hello world', 'Hello **world**')).toEqual({ start: 6, end: 11, insert: '**world**' });
    expect(textChange('a ****', 'a ')).toEqual({ start: 2, end: 6, insert: '' });
    expect(textChange('same', 'same')).toBeNull();
    expect(textChange('aaa', 'aaaa')).toEqual({ start: 3, end: 3, insert: 'a' });
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
