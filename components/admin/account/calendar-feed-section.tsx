import type { ComponentProps } from 'react';
import { SectionCard } from '@/components/ui/section-card';
import { CalendarFeedSettings } from './calendar-feed-settings';

type Props = { since: Date | null; actions: ComponentProps<typeof CalendarFeedSettings>['actions'] };

// The account page's "Calendar feed" card, for people with lead access (their bookings).
export function CalendarFeedSection({ since, actions }: Props) {
  return (
    <SectionCard
      id="calendar-feed"
      titleId="account-calendar-feed-title"
      title="Calendar feed"
      intro="A private address of your consultations for Google Calendar, Outlook or Apple Calendar: your calendar keeps itself up to date with your bookings."
    >
      <CalendarFeedSettings since={since?.toISOString() ?? null} actions={actions} />
    </SectionCard>
  );
}
