import { describe, expect, it } from 'vitest';
import { checkLinkAddress, LINK_MESSAGES } from './link-address';

describe('checkLinkAddress', () => {
  it.each([
    ['https://www.make-it-in-germany.com/en', 'https://www.make-it-in-germany.com/en'],
    ['  http://example.org  ', 'http://example.org'],
    ['www.example.org/path', 'https://www.example.org/path'],
    ['/contact', '/contact'],
    ['/de/blog/anmeldung#termine', '/de/blog/anmeldung#termine'],
    ['#section', '#section'],
    ['mailto:info@example.org', 'mailto:info@example.org'],
    ['tel:+49 30 1234 5678', 'tel:+493012345678'],
  ])('accepts %s', (typed, href) => {
    expect(checkLinkAddress(typed)).toEqual({ ok: true, href });
  });

  it.each([
    ['', LINK_MESSAGES.empty],
    ['   ', LINK_MESSAGES.empty],
    ['javascript:alert(1)', LINK_MESSAGES.scheme],
    ['data:text/html,hi', LINK_MESSAGES.scheme],
    ['example', LINK_MESSAGES.scheme],
    ['//evil.example', LINK_MESSAGES.scheme],
    ['https://', LINK_MESSAGES.web],
    ['https://nohost', LINK_MESSAGES.web],
    ['http://exa mple.org', LINK_MESSAGES.spaces],
    ['mailto:someone', LINK_MESSAGES.mail],
    ['tel:abc', LINK_MESSAGES.phone],
  ])('refuses %j with a reason', (typed, message) => {
    expect(checkLinkAddress(typed)).toEqual({ ok: false, message });
  });
});
