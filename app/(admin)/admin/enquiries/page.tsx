import type { Metadata } from 'next';
import { LoaderCircle } from 'lucide-react';
import { Suspense } from 'react';
import { EnquiriesScreen } from '@/components/admin/enquiries/enquiries-screen';
import { requirePageUser } from '@/lib/server/auth/guard';
import { ENQUIRIES_COPY as COPY } from '@/lib/content/enquiries';

export const metadata: Metadata = { title: COPY.title };
export const dynamic = 'force-dynamic';

function Fallback() {
  return (
    <div role="status" className="flex min-h-80 items-center justify-center">
      <LoaderCircle aria-hidden="true" className="h-8 w-8 text-brand-700 motion-safe:animate-spin" />
      <span className="sr-only">{COPY.loading}</span>
    </div>
  );
}

// The screen reads its filter from the address (useSearchParams) and loads the enquiries from
// the guarded API, so the page itself only checks the session and hands over.
export default async function EnquiriesPage() {
  await requirePageUser('/admin/enquiries');
  return (
    <Suspense fallback={<Fallback />}>
      <EnquiriesScreen />
    </Suspense>
  );
}
