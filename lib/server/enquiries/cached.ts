import 'server-only';
import { cachedRead } from '@/lib/server/data-cache';
import { FIGURES_REVALIDATE_SECONDS, LEAD_FIGURES_TAG } from '@/lib/server/cache-tags';
import { normaliseEnquiryListQuery, type EnquiryListQuery, type InboxList } from '@/lib/enquiries/list-query';
import { berlinDay } from '@/lib/time/berlin';
import { dueTasks } from './tasks';
import { enquiryCounts, enquiryListFrom, readEnquiryListPage, statsFromCounts, type ListViewer } from './queries';

// The inbox's reads for the admin screen, kept in the data cache under the lead figures' tag:
// every write to an enquiry expires it (write-effects.ts), so the instance that wrote shows the
// change on its next view, and FIGURES_REVALIDATE_SECONDS bounds what another instance shows.
// GET /api/v1/contact/enquiries stays on the uncached listEnquiries: an outside client may write
// through one instance and read through another, and its figures are exact.
const options = { tags: [LEAD_FIGURES_TAG], revalidate: FIGURES_REVALIDATE_SECONDS };

// The status counts: the inbox's tabs and total, and the dashboard's enquiry figures (one entry).
export const cachedEnquiryCounts = cachedRead(() => enquiryCounts(), 'enquiries:counts', options);

// The dashboard's tasks due (issue 47): every task write also sets its lead's nextTaskDueAt, which
// expires the lead figures. Keyed by the minute, which decides what is overdue.
const dueTasksAt = cachedRead((minute: number) => dueTasks(new Date(minute)), 'enquiries:due-tasks', options);
export const cachedDueTasks = (now = new Date()) => dueTasksAt(Math.floor(now.getTime() / 60_000) * 60_000);

// A filtered view's count stops here: an exact figure past it would cost a pass over every match.
export const INBOX_COUNT_CAP = 10_000;

// Keyed by its arguments: the whole query, the viewer only for "mine" (the one view that depends
// on who asks) and, only for "follow-up due" (due means today or earlier), the Berlin day, which
// the read itself takes from the clock.
const cachedListPage = cachedRead(
  (query: EnquiryListQuery, mineOf: string | null, dueDay: string | null) => {
    void dueDay;
    return readEnquiryListPage(query, mineOf ? { userId: mineOf } : null, INBOX_COUNT_CAP);
  },
  'enquiries:list-page',
  options,
);

// One view of the admin inbox: the page and its pagination from the cached page read, the tabs
// from the cached counts. `totalCapped`: the filtered total is a lower bound ("10,000+").
export async function inboxList(input: Partial<EnquiryListQuery>, viewer: ListViewer): Promise<InboxList> {
  const query = normaliseEnquiryListQuery(input);
  const [listPage, counts] = await Promise.all([
    cachedListPage(query, query.view === 'mine' ? viewer.userId : null, query.view === 'follow-up-due' ? berlinDay(new Date()) : null),
    cachedEnquiryCounts(),
  ]);
  return enquiryListFrom(query, listPage, statsFromCounts(counts));
}
