import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from './test';

// The dashboard keeps its lead figures in the data cache for up to 30 s, and a document inserted
// straight into the database expires nothing. A spec that inserts leads it cannot make through the
// app (dated, or with chosen fields) then sends one lead through the contact form's API: like every
// lead write, it expires the cached lead figures (models/enquiry.ts calls
// lib/server/enquiries/write-effects.ts), so the next view counts both.
export async function sendLeadThroughTheApp(page: Page, tag: string): Promise<void> {
  const answer = await page.request.post('/api/v1/email/contact', {
    data: { fullName: `Figures ${tag}`, email: 'figures@example.com', phoneNumber: '+49 30 5555555', message: `Expires the lead figures (${tag}).`, clientId: randomUUID() },
  });
  expect(answer.status()).toBe(201);
}
