// Browser side of the WhatsApp chat count: a click on a chat button tells the server the page and
// the service, in a request that outlives the page (keepalive) and is never waited for. Nothing
// is stored in the browser and nothing identifies the visitor. Whatever happens to the request,
// the chat opens: the caller reports first and opens the chat regardless.
// No imports: this ships with the chat button on every public page.
export const WHATSAPP_CLICKS_PATH = '/api/v1/whatsapp-clicks';
export const WHATSAPP_PAGE_MAX = 200;

export function whatsAppClickBody(pathname: string, service?: string | null): string {
  return JSON.stringify({ page: pathname.slice(0, WHATSAPP_PAGE_MAX) || '/', ...(service ? { service } : {}) });
}

type Send = (url: string, init: RequestInit) => Promise<unknown>;

export function reportWhatsAppClick(service?: string | null, send: Send = (url, init) => fetch(url, init), pathname = window.location.pathname): void {
  try {
    send(WHATSAPP_CLICKS_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: whatsAppClickBody(pathname, service),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // No fetch, or it threw at once: the count is lost, the chat still opens.
  }
}
