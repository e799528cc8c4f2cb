import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

const render = (props: Parameters<typeof PageHeader>[0]) => renderToStaticMarkup(createElement(PageHeader, props));

describe('PageHeader', () => {
  it('is the page heading with its sentence and nothing beside it', () => {
    const html = render({ title: 'Staff', intro: 'Who can sign in.' });
    expect(html).toMatch(/^<div><h1[^>]*>Staff<\/h1><p[^>]*>Who can sign in\.<\/p><\/div>$/);
  });

  it('leaves the sentence out when there is none', () => {
    expect(render({ title: 'Authors' })).not.toContain('<p');
  });

  it("puts the list's add link beside the heading, its icon hidden from screen readers", () => {
    const html = render({ title: 'Authors', intro: 'The people.', add: { href: '/admin/authors/new', label: 'Add author' } });
    expect(html).toContain('<h1');
    expect(html).toMatch(/<a [^>]*href="\/admin\/authors\/new"[^>]*>.*Add author<\/a>/);
    expect(html).toContain('aria-hidden="true"');
  });

  it('puts what it is given beside the heading', () => {
    const html = render({ title: 'Enquiries', children: createElement('p', null, 'Total: 3') });
    expect(html).toMatch(/<\/div><p>Total: 3<\/p><\/div>$/);
  });
});
