import type { Metadata } from 'next';
import { bookingLinkMetadata, BookingLinkRoute } from '../link-route';

// The page a booking mail's "Cancel" link opens (../link-route.tsx).
type Params = Promise<{ locale: string }>;
type SearchParams = Promise<{ token?: string | string[] }>;

export function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return bookingLinkMetadata('cancel', params);
}

export default function CancelBookingPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  return <BookingLinkRoute action="cancel" params={params} searchParams={searchParams} />;
}
