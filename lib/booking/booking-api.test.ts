import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendBooking } from './booking-api';

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendBooking', () => {
  it('a 409 over the address’s limit is its own answer, with the server’s words (issue 40)', async () => {
    vi.stubGlobal('fetch', answer(409, { success: false, message: 'Diese Adresse hat bereits 2 Termine.', code: 'booking-limit' }));
    expect(await sendBooking('/api/v1/booking', {})).toEqual({ kind: 'limit', message: 'Diese Adresse hat bereits 2 Termine.' });
  });

  it('a 409 with other times is still a taken time, and one without either a refused link', async () => {
    vi.stubGlobal('fetch', answer(409, { success: false, message: 'Taken', alternatives: ['2030-01-01T09:00:00.000Z'] }));
    expect(await sendBooking('/api/v1/booking', {})).toEqual({ kind: 'taken', message: 'Taken', alternatives: ['2030-01-01T09:00:00.000Z'] });
    vi.stubGlobal('fetch', answer(409, { success: false, message: 'No longer changeable' }));
    expect(await sendBooking('/api/v1/booking/cancel', {})).toEqual({ kind: 'link', message: 'No longer changeable' });
  });
});
