import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('./slots-for-type', () => ({
  // Two free times on 10 December, Berlin 10:00 and 10:30.
  freeSlotsForType: vi.fn(async () => [new Date('2026-12-10T09:00:00.000Z'), new Date('2026-12-10T09:30:00.000Z')]),
}));

const { bookingStepsView } = await import('./steps-view');
const NOW = new Date('2026-12-02T12:00:00.000Z');
const options = { typeId: 't', horizonDays: 30, now: NOW };

describe('the booking steps read from an address', () => {
  it('opens on the first month in Berlin, the free days on the visitor’s clock', async () => {
    const view = await bookingStepsView({}, options);
    expect(view).toMatchObject({ zone: 'Europe/Berlin', month: '2026-12', firstMonth: '2026-12', lastMonth: '2027-01', day: null, time: null });
    expect(view.slotsByDay).toEqual({ '2026-12-10': ['2026-12-10T09:00:00.000Z', '2026-12-10T09:30:00.000Z'] });
    const kolkata = await bookingStepsView({ zone: 'Asia/Calcutta' }, options);
    expect(kolkata.zone).toBe('Asia/Kolkata');
  });

  it('keeps a chosen day and time of the month, booked meanwhile or not; drops what does not fit', async () => {
    const view = await bookingStepsView({ month: '2026-12', day: '2026-12-11', time: '2026-12-11T09:00:00Z' }, options);
    expect(view).toMatchObject({ day: '2026-12-11', time: '2026-12-11T09:00:00.000Z' });
    // A month out of reach, an unknown zone, a time on another day, nonsense.
    expect(await bookingStepsView({ month: '2027-05', zone: 'Mars/Olympus', day: '2026-12-10', time: '2026-12-12T09:00:00Z' }, options)).toMatchObject({
      month: '2026-12',
      zone: 'Europe/Berlin',
      day: '2026-12-10',
      time: null,
    });
    expect(await bookingStepsView({ day: '2026-12-99', time: '2026-13-45T99:99Z' }, options)).toMatchObject({ day: null, time: null });
  });
});
