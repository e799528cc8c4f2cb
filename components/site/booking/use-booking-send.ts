'use client';

import { useRef, useState } from 'react';
import { sendBooking, type ChangeAnswer } from '@/lib/booking/booking-api';

type Endpoint = Parameters<typeof sendBooking>[0];

// One sender for the booking page's three requests (book, move, cancel): busy while a request is
// under way, a double click sends once, and the last answer that was not a success stays shown.
export function useBookingSend(endpoint: Endpoint) {
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Exclude<ChangeAnswer, { kind: 'done' }> | null>(null);
  // A ref, not state: a double click lands before React re-renders the disabled button.
  const inFlight = useRef(false);

  async function send(body: Record<string, unknown>): Promise<ChangeAnswer | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    setAnswer(null);
    const result = await sendBooking(endpoint, body);
    inFlight.current = false;
    setBusy(false);
    if (result.kind !== 'done') setAnswer(result);
    return result;
  }

  return { busy, answer, send, clear: () => setAnswer(null) };
}
