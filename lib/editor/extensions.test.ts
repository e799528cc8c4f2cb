import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { editorExtensions, isAllowedLinkAddress } from './extensions';

describe('the editor schema', () => {
  it('is built without a DOM and holds what the page\'s Markdown can say', () => {
    const schema = getSchema(editorExtensions());
    expect(Object.keys(schema.nodes)).toEqual(
      expect.arrayContaining(['doc', 'paragraph', 'heading', 'blockquote', 'callout', 'bulletList', 'orderedList', 'listItem', 'codeBlock', 'horizontalRule', 'hardBreak', 'image', 'figure', 'table', 'tableRow', 'tableHeader', 'tableCell']),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'code', 'italic', 'link', 'strike']);
    // Marks nest as Markdown writes them: the link inside bold, code innermost.
    expect(Object.keys(schema.marks).indexOf('link')).toBeLessThan(Object.keys(schema.marks).indexOf('code'));
    expect(Object.keys(schema.marks).indexOf('bold')).toBeLessThan(Object.keys(schema.marks).indexOf('link'));
    expect(schema.nodes.heading?.spec.attrs?.level).toBeDefined();
    expect(schema.nodes.image?.isInline).toBe(true);
    expect(schema.nodes.figure?.isAtom).toBe(true);
  });

  it('gives a fresh list to extend', () => {
    expect(editorExtensions()).not.toBe(editorExtensions());
  });
});

describe('isAllowedLinkAddress', () => {
  it('allows web, mail and phone addresses and the site\'s own pages', () => {
    for (const address of ['https://example.com/a?b=c#d', 'http://example.com', 'mailto:info@example.com', 'tel:+49301234567', '/services', '#costs', '?page=2']) {
      expect(isAllowedLinkAddress(address)).toBe(true);
    }
  });

  it('refuses scripts, other schemes, protocol-relative and broken addresses', () => {
    for (const address of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com', '//evil.example', 'https://', 'https://exa mple.com', 'mailto:', '', 'example']) {
      expect(isAllowedLinkAddress(address)).toBe(false);
    }
  });
});
