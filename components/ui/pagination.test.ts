import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination';

const links = (page: number, totalPages: number) =>
  renderToStaticMarkup(createElement(Pagination, { label: 'Blog pages', page, totalPages, href: (target: number) => `/blog?page=${target}` }));
const buttons = (page: number, totalPages: number) =>
  renderToStaticMarkup(createElement(Pagination, { label: 'Pagination', page, totalPages, onPage: () => {} }));

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    expect(links(1, 1)).toBe('');
    expect(buttons(1, 0)).toBe('');
  });

  it('is a named navigation that says where the reader is and marks the current page', () => {
    const html = links(2, 3);
    expect(html).toMatch(/^<nav aria-label="Blog pages"/);
    expect(html).toContain('Page 2 of 3');
    expect(html).toMatch(/<a [^>]*aria-current="page" aria-label="Page 2" href="\/blog\?page=2">2<\/a>/);
    expect(html).not.toMatch(/aria-current="page" aria-label="Page [13]"/);
  });

  it('as links, leaves Previous out on the first page and Next out on the last', () => {
    const first = links(1, 3);
    expect(first).not.toContain('Previous');
    expect(first).toMatch(/<a rel="next" [^>]*href="\/blog\?page=2">Next/);
    const last = links(3, 3);
    expect(last).not.toContain('Next');
    expect(last).toMatch(/<a rel="prev" [^>]*href="\/blog\?page=2">/);
  });

  it('as buttons, keeps Previous and Next in place, disabled at the ends', () => {
    const first = buttons(1, 3);
    expect(first).toMatch(/<button type="button" class="[^"]*" disabled="">.*Previous<\/button>/);
    expect(first).not.toMatch(/disabled="">Next/);
    expect(buttons(3, 3)).toMatch(/disabled="">Next/);
    expect(first).not.toContain('<a ');
  });

  it('says "of N+" when the number of pages is a lower bound (a capped count)', () => {
    const html = renderToStaticMarkup(createElement(Pagination, { label: 'Pagination', page: 2, totalPages: 1000, morePages: true, onPage: () => {} }));
    expect(html).toContain('Page 2 of 1000+');
    expect(buttons(2, 1000)).toContain('Page 2 of 1000<');
  });
});
