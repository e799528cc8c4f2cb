import type { Metadata } from 'next';
import { NotAllowed } from '@/components/admin/not-allowed';
import { can } from '@/lib/auth/permissions';
import { redirect } from 'next/navigation';
import { EnquiriesScreen } from '@/components/admin/enquiries/enquiries-screen';
import { listInput, parseEnquiryQuery, parseOpenId, screenHref } from '@/components/admin/enquiries/url-state';
import { requirePageUser } from '@/lib/server/auth/guard';
import { getEnquiry } from '@/lib/server/enquiries/queries';
import { inboxList } from '@/lib/server/enquiries/cached';
import { assignableStaff } from '@/lib/server/enquiries/assignment';
import { failedLeadMail } from '@/lib/server/leads/lead-mail';
import { ENQUIRIES_COPY as COPY } from '@/lib/content/enquiries';
import { deleteLead, markLeadRead, resendMail, runBulk, setLeadStatus } from './actions';

export const metadata: Metadata = { title: COPY.title };
export const dynamic = 'force-dynamic';

const PATH = '/admin/enquiries';
const ACTIONS = { setStatus: setLeadStatus, markRead: markLeadRead, deleteLead, resend: resendMail, bulk: runBulk };

type SearchParams = Record<string, string | string[] | undefined>;

function firstValues(raw: SearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(name, first);
  }
  return params;
}

// A failed read shows its notice in place (with Try again) instead of blanking the screen.
async function readOrNull<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    console.error(`Failed to read the ${what}`, error);
    return null;
  }
}

// The inbox is read here, on the server, for the view in the address (filters, sort, page and the
// open enquiry); the client screen navigates between views and writes through ./actions.ts.
export default async function EnquiriesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requirePageUser(PATH);
  if (!can(user.role, 'leads')) return <NotAllowed role={user.role} />;
  const params = firstValues(await searchParams);
  const query = parseEnquiryQuery(params);
  const openId = parseOpenId(params);
  const [list, detail, assignable, failedMail] = await Promise.all([
    readOrNull('enquiry list', () => inboxList(listInput(query), { userId: user.id })),
    openId ? readOrNull('enquiry', () => getEnquiry(openId)) : null,
    readOrNull('staff', assignableStaff),
    readOrNull('failed mail', failedLeadMail),
  ]);
  // A deletion (or an old bookmark) can leave the address past the last page.
  const lastPage = list ? Math.max(list.pagination.totalPages, 1) : null;
  if (lastPage !== null && query.page > lastPage) redirect(screenHref(PATH, { ...query, page: lastPage }, openId));
  return <EnquiriesScreen query={query} list={list} openId={openId} detail={detail} assignable={assignable ?? []} failedMail={failedMail ?? []} actions={ACTIONS} />;
}
