// The addresses a link in a post or a newsletter issue may point to: a web page (http or https,
// with a host), an e-mail address (mailto:), a phone number (tel:), or a page of this site (a path
// starting with one slash). Anything else is refused where it is typed, with a message saying why,
// instead of being dropped by the page's sanitiser later.

export type LinkCheck = { ok: true; href: string } | { ok: false; message: string };

export const LINK_MESSAGES = {
  empty: 'Enter the address the link goes to',
  spaces: 'An address cannot contain spaces',
  scheme: 'Use a web address (https://…), an e-mail (mailto:…), a phone number (tel:…) or a path of this site (/…)',
  web: 'This web address is not complete: it needs a host, such as https://www.example.org',
  mail: 'Enter an e-mail address after mailto:, such as mailto:info@example.org',
  phone: 'Enter a phone number after tel:, such as tel:+493012345678',
} as const;

const MAIL = /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+(\?.*)?$/i;
const PHONE = /^tel:\+?[0-9][0-9 ()./-]{2,}$/i;
const HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/i;

export function checkLinkAddress(typed: string): LinkCheck {
  const href = typed.trim();
  if (!href) return { ok: false, message: LINK_MESSAGES.empty };
  if (/\s/.test(href) && !href.toLowerCase().startsWith('tel:')) return { ok: false, message: LINK_MESSAGES.spaces };
  // A bare host as people type it ("www.example.org") is a web address.
  if (/^www\./i.test(href)) return checkLinkAddress(`https://${href}`);
  if (href.startsWith('/')) return href.startsWith('//') ? { ok: false, message: LINK_MESSAGES.scheme } : { ok: true, href };
  if (href.startsWith('#')) return { ok: true, href };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    try {
      const url = new URL(href);
      const host = url.hostname;
      // A dotted name, or localhost for a test page; an IPv6 literal is written in brackets.
      if (!host || !(host.startsWith('[') || (HOST.test(host) && (host.includes('.') || host === 'localhost')))) return { ok: false, message: LINK_MESSAGES.web };
      return { ok: true, href };
    } catch {
      return { ok: false, message: LINK_MESSAGES.web };
    }
  }
  if (scheme === 'mailto') return MAIL.test(href) ? { ok: true, href } : { ok: false, message: LINK_MESSAGES.mail };
  if (scheme === 'tel') return PHONE.test(href) ? { ok: true, href: href.replace(/\s+/g, '') } : { ok: false, message: LINK_MESSAGES.phone };
  return { ok: false, message: LINK_MESSAGES.scheme };
}
