import { NextResponse } from 'next/server';
import { handle } from '@/lib/server/http';
import { limitLeadSubmissions, readLead } from '@/lib/server/leads/lead-request';
import { acceptContactLead } from '@/lib/server/leads/store-lead';
import { otherMethods } from '@/lib/server/http-methods';

const ANSWER = { success: true, message: 'Thank you! Your message has been received. We will get back to you soon.' };

// POST /api/v1/email/contact: store a lead from the contact form
export const POST = handle(async (request) => {
  await limitLeadSubmissions(request);
  const input = await readLead(request, 'contact');
  // A filled honeypot is a bot: it gets the normal answer and nothing is stored.
  if (!input.website) await acceptContactLead(input);
  return NextResponse.json(ANSWER, { status: 201 });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
