import { describe, expect, it } from 'vitest';
import { allServiceNames } from '@/lib/content/services';
import { whatsAppClickSchemaFor } from './click-schema';

// The schema over the site's built-in names (lib/content/services.ts).
const whatsAppClickSchema = whatsAppClickSchemaFor(new Set(allServiceNames()));

describe('whatsAppClickSchema', () => {
  it('takes a public page and, optionally, one of the site\'s services', () => {
    expect(whatsAppClickSchema.parse({ page: '/' })).toEqual({ page: '/', service: null });
    expect(whatsAppClickSchema.parse({ page: '/services/', service: '' })).toEqual({ page: '/services', service: null });
    expect(whatsAppClickSchema.parse({ page: '/services', service: 'Tourist Visa Advisory' })).toEqual({ page: '/services', service: 'Tourist Visa Advisory' });
    expect(whatsAppClickSchema.parse({ page: '/blog/caf%C3%A9-in-berlin' }).page).toBe('/blog/caf%C3%A9-in-berlin');
  });

  it('refuses anything that is not a path of the public site', () => {
    for (const page of ['', 'services', 'https://evil.example/', '//evil.example', '/a//b', '/../admin', '/a?x=1', '/a#top', '/a b', '/<script>', '/admin', '/admin/enquiries', '/api/v1/posts/get', '/login', '/blog/preview/64b7f0c2a1b2c3d4e5f60718', `/${'a'.repeat(200)}`]) {
      expect(whatsAppClickSchema.safeParse({ page }).success, page).toBe(false);
    }
    expect(whatsAppClickSchema.safeParse({}).success).toBe(false);
    expect(whatsAppClickSchema.safeParse({ page: 42 }).success).toBe(false);
  });

  it('refuses services that are not on the site, and fields it does not know', () => {
    expect(whatsAppClickSchema.safeParse({ page: '/', service: 'Cheap pills' }).success).toBe(false);
    expect(whatsAppClickSchema.safeParse({ page: '/', service: 7 }).success).toBe(false);
    expect(whatsAppClickSchema.safeParse({ page: '/', visitorId: 'abc' }).success).toBe(false);
    expect(whatsAppClickSchema.safeParse({ page: '/', phone: '+49' }).success).toBe(false);
  });

  it('answers quickly however long and odd the path', () => {
    const started = performance.now();
    for (let i = 0; i < 50; i += 1) whatsAppClickSchema.safeParse({ page: `/${'a-'.repeat(150)}#` });
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('whatsAppClickSchemaFor', () => {
  it('takes the names it is given: an offering an administrator added, not one removed', () => {
    const schema = whatsAppClickSchemaFor(new Set(['Parents Joining Their Children']));
    expect(schema.parse({ page: '/services/family-reunification', service: 'Parents Joining Their Children' }).service).toBe('Parents Joining Their Children');
    expect(schema.safeParse({ page: '/services', service: 'Tourist Visa Advisory' }).success).toBe(false);
  });
});
