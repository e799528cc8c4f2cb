import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DescriptionItem } from './description-item';

describe('DescriptionItem', () => {
  it('is a term and its value, one column unless wide', () => {
    const narrow = renderToStaticMarkup(createElement(DescriptionItem, { label: 'Phone' }, '+49 30 1234'));
    expect(narrow).toMatch(/^<div class="min-w-0 ?"><dt[^>]*>Phone<\/dt><dd[^>]*>\+49 30 1234<\/dd><\/div>$/);
    const wide = renderToStaticMarkup(createElement(DescriptionItem, { label: 'Message', wide: true }, 'Hello'));
    expect(wide).toContain('sm:col-span-2');
  });
});
