import { randomUUID } from 'node:crypto';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { connectDb } from '@/lib/server/db';
import { addDays, berlinDay, berlinLocalToDate } from '@/lib/time/berlin';
import { AdviserHours } from '@/models/adviser-hours';
import { Booking } from '@/models/booking';
import { BookingClaim } from '@/models/booking-claim';
import { ConsultationType } from '@/models/consultation-type';
import { Enquiry } from '@/models/enquiry';
import { LeadEvent } from '@/models/lead-event';
import { createUser } from './auth';

// Booking fixtures for the integration tests: consultation types, advisers with hours, requests to
// the public booking routes, and Berlin times a few days ahead (inside notice and horizon).

export async function createType(fields: Record<string, unknown> = {}): Promise<string> {
  await connectDb();
  const type = await ConsultationType.create({
    slug: `type-${randomUUID().slice(0, 8)}`,
    name: { en: 'First consultation', de: 'Erstberatung' },
    durationMinutes: 60,
    intervalMinutes: 20,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
    channel: 'video',
    videoUrl: 'https://meet.example.org/room',
    ...fields,
  });
  return type._id.toString();
}

// An adviser account who takes `typeIds`, every day 09:00 to 17:00 Berlin time.
export async function createAdviser(typeIds: string[], name = 'Adviser'): Promise<string> {
  const userId = await createUser({ email: `${randomUUID()}@example.org`, password: 'correct horse battery', name, role: 'adviser' });
  await AdviserHours.create({
    _id: userId,
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
    typeIds,
  });
  return userId;
}

// The Berlin day `days` from today, and an instant at a Berlin wall time on it.
export const dayAhead = (days: number) => addDays(berlinDay(new Date()), days);
export const berlinAt = (day: string, time: string) => berlinLocalToDate(`${day}T${time}`)!;

export async function clearBookings(): Promise<void> {
  await connectDb();
  await Promise.all([Booking.deleteMany({}), BookingClaim.deleteMany({}), Enquiry.deleteMany({}), LeadEvent.deleteMany({})]);
}

// Every request from its own address, so the per-address rate limit only bites where meant to.
let lastAddress = 0;
const nextAddress = () => `198.51.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

type Route = (request: Request, context: object) => Promise<Response>;

export async function postJson(route: Route, body: unknown, address = nextAddress()) {
  const request = new Request('http://localhost/api/v1/booking', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: address },
    body: JSON.stringify(body),
  });
  const response = await route(request, {});
  return { status: response.status, headers: response.headers, body: await response.json() };
}

export async function getJson(route: Route, query: string, address = nextAddress()) {
  const request = new Request(`http://localhost/api/v1/booking/slots?${query}`, { headers: { [SOCKET_ADDRESS_HEADER]: address } });
  const response = await route(request, {});
  return { status: response.status, headers: response.headers, body: await response.json() };
}

// A valid booking request for `start`.
export function bookingBody(typeId: string, start: Date, fields: Record<string, unknown> = {}) {
  return {
    typeId,
    start: start.toISOString(),
    fullName: 'Priya Sharma',
    email: 'priya@example.org',
    phoneNumber: '+91 98765 43210',
    topic: 'Opportunity Card for a software developer',
    consent: true,
    timeZone: 'Asia/Kolkata',
    locale: 'en',
    ...fields,
  };
}
