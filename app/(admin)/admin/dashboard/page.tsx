import type { Metadata } from 'next';
import { QuickActions } from '@/components/admin/quick-actions';
import { WelcomeBanner } from '@/components/admin/welcome-banner';
import { requirePageUser } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Dashboard' };

// The firm works from Berlin, so "today" is the Berlin calendar day, whatever the server's zone.
const TIME_ZONE = 'Europe/Berlin';

export default async function DashboardPage() {
  const user = await requirePageUser('/admin/dashboard');
  const now = new Date();
  const today = {
    text: new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: TIME_ZONE }).format(now),
    // en-CA writes dates as YYYY-MM-DD, the form <time dateTime> expects.
    iso: new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now),
  };

  return (
    <div className="space-y-6">
      <WelcomeBanner name={user.name} today={today} />
      {/* Stat cards, charts, recent enquiries and top posts come with the lead inbox (issue 6). */}
      <QuickActions />
    </div>
  );
}
