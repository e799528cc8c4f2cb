// Browser side of the Opportunity Card check's funnel: the check reports that it was started and
// that a result was shown, as a request never waited for. The body names the event only: no
// answers, no page, nothing about the visitor (the server stores the Berlin day and the event).
// The third count, enquiries sent from the check, is made by the server when it stores one.
export const CHECK_EVENTS_PATH = '/api/v1/opportunity-check/events';
export const CHECK_EVENTS = ['started', 'result'] as const;
export type CheckEvent = (typeof CHECK_EVENTS)[number];

type Send = (url: string, init: RequestInit) => Promise<unknown>;

export function reportCheckEvent(event: CheckEvent, send: Send = (url, init) => fetch(url, init)): void {
  try {
    send(CHECK_EVENTS_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ event }),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // No fetch: the count is lost, the check goes on.
  }
}
