import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SectionCard } from './section-card';

type Props = Parameters<typeof SectionCard>[0];
const render = (props: Omit<Props, 'children'>) => renderToStaticMarkup(createElement(SectionCard, { ...props, children: undefined } as Props, createElement('form', null)));

describe('SectionCard', () => {
  it('is a section named by its h2, with the content after the heading', () => {
    const html = render({ titleId: 'invite-title', title: 'Invite a colleague' });
    expect(html).toMatch(/^<section aria-labelledby="invite-title"[^>]*><h2 id="invite-title"[^>]*>Invite a colleague<\/h2><form><\/form><\/section>$/);
  });

  it('puts its sentence between the heading and the content, and takes an address', () => {
    const html = render({ id: 'requests', titleId: 'requests-title', title: 'Requests', intro: 'Look up an address.' });
    expect(html).toMatch(/^<section id="requests" aria-labelledby="requests-title"/);
    expect(html).toMatch(/<\/h2><p[^>]*>Look up an address\.<\/p><form>/);
  });

  it('puts what it is given beside the heading', () => {
    const html = render({ titleId: 'runs-title', title: 'Runs', intro: 'What each run removed.', aside: createElement('button', null, 'Run now') });
    expect(html).toMatch(/<div[^>]*><div><h2 id="runs-title"[^>]*>Runs<\/h2><p[^>]*>What each run removed\.<\/p><\/div><button>Run now<\/button><\/div><form>/);
  });
});
