import { describe, expect, it, vi } from 'vitest';
import { getSiteConfig } from '@/lib/site';
import { renderIssue, type IssueContent } from './issue-mail';

// The firm's details without a database: the environment's defaults, with a known address.
vi.mock('@/lib/server/site-settings/settings', () => ({
  currentSiteConfig: async () => ({
    ...getSiteConfig({ SITE_URL: 'https://firm.example' }),
    name: 'Berlin Pathways',
    address: { street: 'Friedrichstraße 1', postalCode: '10117', city: 'Berlin', country: 'Germany' },
  }),
}));

const UNSUBSCRIBE = 'https://firm.example/newsletter/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

const markdownIssue: IssueContent = {
  locale: 'en',
  subject: 'News for November',
  previewText: 'Three things to know before the winter semester',
  bodySource: 'markdown',
  body: '## Deadlines\n\nApply by **15 January**. See [our services](/services) and [the DAAD](https://www.daad.de).\n\n![A campus](/uploads/abc-123.webp)',
  posts: [],
};

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*?href="([^"]*)"/g)].map((match) => match[1]);

describe('renderIssue', () => {
  it('renders the Markdown like a post, with the preheader, the firm, its address and a visible unsubscribe link, in English', async () => {
    const mail = await renderIssue(markdownIssue, UNSUBSCRIBE);
    expect(mail.subject).toBe('News for November');
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(mail.html).toContain('<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;">Three things to know before the winter semester</div>');
    expect(mail.html).toMatch(/<h2 style="[^"]+">Deadlines<\/h2>/);
    expect(mail.html).toMatch(/<strong>15 January<\/strong>/);
    // The site's own addresses made absolute; no page-only attributes (anchors, lazy loading, srcset).
    expect(hrefs(mail.html)).toEqual(['https://firm.example/services', 'https://www.daad.de', UNSUBSCRIBE]);
    expect(mail.html).toMatch(/<img src="https:\/\/firm\.example\/uploads\/abc-123\.webp" alt="A campus" style="[^"]+" \/>/);
    expect(mail.html).not.toMatch(/\bid="|srcset|loading=/);
    expect(mail.html).toMatch(/<a href="https:\/\/firm\.example\/newsletter\/unsubscribe\?token=A{43}" style="[^"]+">Unsubscribe from this newsletter<\/a>/);
    expect(mail.html).toContain('Berlin Pathways<br>Friedrichstraße 1<br>10117 Berlin');
    // The text: the preview text first, the Markdown as written, then the footer.
    expect(mail.text.split('\n')[0]).toBe('Three things to know before the winter semester');
    expect(mail.text).toContain('Apply by **15 January**.');
    expect(mail.text).toContain(`Unsubscribe from this newsletter: ${UNSUBSCRIBE}`);
    expect(mail.text).toMatch(/Berlin Pathways\nFriedrichstraße 1\n10117 Berlin$/);
  });

  it('renders a callout box and a figure with inline styles, the image absolute, and keeps both in the text', async () => {
    const body = '> [!NOTE]\n> Bring your **passport**.\n\n![A campus](/uploads/abc-123.webp "Our campus in Berlin")';
    const mail = await renderIssue({ ...markdownIssue, body }, UNSUBSCRIBE);
    expect(mail.html).toMatch(/<div style="[^"]*background-color:#eff6ff;[^"]*">\n<p style="[^"]+">Bring your <strong>passport<\/strong>.<\/p>\n<\/div>/);
    expect(mail.html).toMatch(
      /<div style="margin:0 0 16px"><img src="https:\/\/firm\.example\/uploads\/abc-123\.webp" alt="A campus" style="[^"]+" \/><div style="[^"]*font-size:14px;[^"]*">Our campus in Berlin<\/div>\n<\/div>/,
    );
    expect(mail.html).not.toMatch(/<aside|<figure|<figcaption|class=|\[!NOTE\]/);
    expect(mail.text).toContain('Bring your **passport**.');
    expect(mail.text).toContain('Our campus in Berlin');
  });

  it('writes the fixed texts in German for a German issue, and builds a posts issue from titles, summaries and read-more links', async () => {
    const mail = await renderIssue(
      {
        locale: 'de',
        subject: 'Neues im November',
        previewText: '',
        bodySource: 'posts',
        body: 'ignored for a posts issue',
        posts: [
          { title: 'Studieren in Deutschland', summary: 'Was Sie vor der Bewerbung wissen sollten.', url: 'https://firm.example/de/blog/studieren' },
          { title: 'Familiennachzug <2027>', summary: '', url: 'https://firm.example/de/blog/familiennachzug' },
        ],
      },
      UNSUBSCRIBE,
    );
    expect(mail.html).toMatch(/<html lang="de">/);
    expect(mail.html).not.toContain('display:none');
    expect(mail.html).not.toContain('ignored for a posts issue');
    expect(mail.html).toMatch(/<h2 style="[^"]+"><a href="https:\/\/firm\.example\/de\/blog\/studieren" style="[^"]+">Studieren in Deutschland<\/a><\/h2>/);
    expect(mail.html).toContain('Was Sie vor der Bewerbung wissen sollten.');
    expect(mail.html).toContain('Familiennachzug &#60;2027&#62;');
    expect(hrefs(mail.html)).toEqual([
      'https://firm.example/de/blog/studieren',
      'https://firm.example/de/blog/studieren',
      'https://firm.example/de/blog/familiennachzug',
      'https://firm.example/de/blog/familiennachzug',
      UNSUBSCRIBE,
    ]);
    expect(mail.html).toContain('>Weiterlesen</a>');
    expect(mail.html).toContain('Sie erhalten diesen Newsletter von Berlin Pathways, weil Sie ihn abonniert und Ihr Abonnement bestätigt haben.');
    expect(mail.html).toContain('>Vom Newsletter abmelden</a>');
    expect(mail.text).toBe(
      [
        'Studieren in Deutschland',
        'Was Sie vor der Bewerbung wissen sollten.',
        'Weiterlesen: https://firm.example/de/blog/studieren',
        '',
        'Familiennachzug <2027>',
        'Weiterlesen: https://firm.example/de/blog/familiennachzug',
        '',
        '--',
        'Sie erhalten diesen Newsletter von Berlin Pathways, weil Sie ihn abonniert und Ihr Abonnement bestätigt haben.',
        `Vom Newsletter abmelden: ${UNSUBSCRIBE}`,
        '',
        'Berlin Pathways',
        'Friedrichstraße 1',
        '10117 Berlin',
      ].join('\n'),
    );
  });

  it('lets no raw HTML, script or unsafe link through, and adds nothing that tracks (no images of its own, no redirects)', async () => {
    const mail = await renderIssue(
      {
        ...markdownIssue,
        subject: 'Hello <script>alert(1)</script>',
        previewText: '"><img src=x onerror=alert(1)>',
        body: 'Hi <script>alert(1)</script> <img src="https://tracker.example/pixel.gif"> <a href="https://tracker.example">x</a>\n\n[bad](javascript:alert(1)) <b onclick="x()">bold</b>',
      },
      UNSUBSCRIBE,
    );
    // Only text: no element of theirs, no event attribute, no javascript: link.
    const tags = mail.html.match(/<[a-z][^>]*>/gi) ?? [];
    expect(tags.filter((tag) => /^<(script|img|b)\b|\son\w+=|javascript:/i.test(tag))).toEqual([]);
    expect(mail.html).toContain('Hello &#60;script&#62;alert(1)&#60;/script&#62;');
    // The raw tags are shown as text, as on a post.
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Addresses typed in the text become links to exactly those addresses (as on a post), never a redirect.
    expect(hrefs(mail.html)).toEqual(['https://tracker.example/pixel.gif', 'https://tracker.example', UNSUBSCRIBE]);
    expect(mail.subject).toBe('Hello <script>alert(1)</script>');
  });
});
