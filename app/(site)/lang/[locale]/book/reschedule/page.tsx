import type { Metadata } from 'next';
import { bookingLinkMetadata, BookingLinkRoute } from '../link-route';

// The page a booking mail's "Reschedule" link opens (../link-route.tsx).
type Params = Promise<{ locale: string }>;
type SearchParams = Promise<{ token?: string | string[] }>;

export function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return bookingLinkMetadata('reschedule', params);
}

export default function RescheduleBookingPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  return <BookingLinkRoute action="reschedule" params={params} searchParams={searchParams} />;
}
