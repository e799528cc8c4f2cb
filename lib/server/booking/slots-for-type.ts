import 'server-only';

// FOUNDATION STUB (issue 29): the engine replaces the body. The free start times of a
// consultation type from `fromDay` to `toDay` (Berlin days, both included): the union over the
// advisers who take the type, each computed by lib/booking/slots.ts freeSlots from the adviser's
// hours and exceptions and their confirmed bookings (blockStart..blockEnd busy), in order, no
// duplicates. An inactive or unknown type has none.
export async function freeSlotsForType(typeId: string, fromDay: string, toDay: string, now: Date = new Date()): Promise<Date[]> {
  void typeId;
  void fromDay;
  void toDay;
  void now;
  throw new Error('freeSlotsForType: the booking engine is not merged yet');
}
