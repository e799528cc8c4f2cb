import type { Page } from '@playwright/test';

// The pseudo-locale's check (e2e/pseudo-locale.spec.ts): a page of the test build's 'xx' that
// still shows plain English letters shows a text that does not come from a catalogue.
// Every text a visitor can read or hear on the page, outside translate="no": text nodes, and the
// alt, aria-label, title and placeholder attributes; plus the document's title and description.
export async function englishWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    // The firm's name is a name in every language, also where a text names it.
    const siteName = document.querySelector('meta[property="og:site_name"]')?.getAttribute('content') ?? '';
    const skip = (node: Node | null): boolean => {
      const element = node instanceof Element ? node : node?.parentElement;
      return !!element?.closest('[translate="no"], script, style, noscript, template');
    };
    const add = (text: string | null | undefined) => {
      const outside = (text ?? '').replaceAll(siteName || '\u0000', '').replace(/https?:\/\/\S+|\S+@\S+/g, '');
      for (const word of outside.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? []) found.add(word);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!skip(node)) add(node.textContent);
    for (const el of document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
      if (skip(el)) continue;
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) add(el.getAttribute(name));
    }
    add(document.title.replace(/\|.*$/, ''));
    add(document.querySelector('meta[name="description"]')?.getAttribute('content'));
    return [...found].sort();
  });
}
