import { describe, expect, it, vi } from 'vitest';
import { allServiceNames } from '@/lib/content/services';
import { whatsAppClickSchemaFor } from './click-schema';
import { reportWhatsAppClick, whatsAppClickBody, WHATSAPP_CLICKS_PATH } from './report';

// The schema over the site's built-in names (lib/content/services.ts).
const whatsAppClickSchema = whatsAppClickSchemaFor(new Set(allServiceNames()));

describe('reporting a WhatsApp click', () => {
  it('sends the page and the service, and nothing else, in a request that outlives the page', () => {
    const send = vi.fn(() => Promise.resolve());
    reportWhatsAppClick('Visa Advisory Services', send, '/services');
    expect(send).toHaveBeenCalledWith(WHATSAPP_CLICKS_PATH, expect.objectContaining({ method: 'POST', keepalive: true, credentials: 'omit' }));
    const [, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ page: '/services', service: 'Visa Advisory Services' });
    expect(JSON.parse(whatsAppClickBody('/about'))).toEqual({ page: '/about' });
  });

  it('never throws, whether the request fails later or at once', async () => {
    const rejected = vi.fn(() => Promise.reject(new Error('offline')));
    expect(() => reportWhatsAppClick(null, rejected, '/')).not.toThrow();
    const throwing = vi.fn(() => {
      throw new TypeError('fetch is not defined');
    });
    expect(() => reportWhatsAppClick(null, throwing, '/')).not.toThrow();
    await Promise.resolve();
  });

  it('sends what the server accepts', () => {
    expect(whatsAppClickSchema.parse(JSON.parse(whatsAppClickBody('/blog/opportunity-card-guide', 'Student Visa Advisory')))).toEqual({
      page: '/blog/opportunity-card-guide',
      service: 'Student Visa Advisory',
    });
    expect(whatsAppClickSchema.parse(JSON.parse(whatsAppClickBody(`/blog/${'a'.repeat(300)}`)))).toMatchObject({ service: null });
  });
});
