// Copy of the back office's agenda (/admin/agenda) and of a lead's Consultations block. English,
// like the rest of the back office.

export const AGENDA_COPY = {
  title: 'Agenda',
  intro: 'Booked consultations, in Berlin time. Open a booking to see its lead.',
  today: 'Today',
  week: (from: string, to: string) => `Week of ${from} to ${to}`,
  coming: (from: string, to: string) => `From today: ${from} to ${to}`,
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  thisWeek: 'This week',
  fromToday: 'From today',
  weekNav: 'Choose the week',
  viewLabel: 'Whose agenda',
  everyone: 'Everyone',
  mine: (name: string) => `${name} (me)`,
  show: 'Show',
  showing: (name: string) => `Showing: ${name}`,
  nothing: 'No consultations booked.',
  // A day of the week's grid without any (wide screens), and days without any folded into one line
  // (phones).
  none: 'None',
  nothingOn: (from: string, to: string) => (from === to ? `No consultations on ${from}` : `No consultations from ${from} to ${to}`),
  todayMark: 'Today',
  // The first consultation after the days shown.
  nextAfter: (when: string, name: string) => `Next consultation: ${when}, ${name}`,
  noneLater: 'No consultation booked after these days.',
  minutes: (count: number) => `${count} min`,
  adviser: (name: string) => `with ${name}`,
  openLead: (name: string) => `${name}: open the lead`,
  noLead: 'The lead of this booking is no longer there.',
};

// The four changes staff make to a booking, each confirmed in a dialog that says whether the
// visitor is told.
export const BOOKING_ACTION_COPY = {
  actionsFor: (name: string, time: string) => `Actions for ${name}'s consultation at ${time}`,
  cancel: {
    button: 'Cancel',
    title: 'Cancel this consultation?',
    tells: 'The visitor gets an e-mail that the consultation is cancelled, with the reason below if you give one, and the calendar entry is removed.',
    reason: 'Reason for the visitor (optional)',
    confirm: 'Cancel consultation',
    busy: 'Cancelling...',
    done: 'Consultation cancelled. The visitor is told.',
  },
  move: {
    button: 'Move',
    title: 'Move this consultation',
    tells: 'The visitor gets an e-mail with the new time and an updated calendar invitation.',
    time: 'New time (Berlin)',
    loading: 'Finding free times...',
    none: 'No free time in the coming two weeks. Ask the visitor to book again, or cancel.',
    loadFailed: 'The free times could not be loaded.',
    reason: 'Reason for the visitor (optional)',
    confirm: 'Move consultation',
    busy: 'Moving...',
    done: 'Consultation moved. The visitor is told.',
  },
  done: {
    button: 'Done',
    title: 'Mark this consultation as done?',
    tells: 'It shows on the lead’s timeline. The visitor gets no e-mail.',
    confirm: 'Mark as done',
    busy: 'Saving...',
    done: 'Marked as done.',
  },
  'no-show': {
    button: 'No-show',
    title: 'Mark that the visitor did not come?',
    tells: 'It shows on the lead’s timeline. The visitor gets no e-mail.',
    confirm: 'Mark as no-show',
    busy: 'Saving...',
    done: 'Marked as no-show.',
  },
  keep: 'Keep it',
  close: 'Close',
  failed: 'Nothing was changed. Please try again.',
};

export const LEAD_CONSULTATIONS_COPY = {
  heading: 'Consultations',
  none: 'No consultation booked.',
  inAgenda: (day: string) => `Open ${day} in the agenda`,
};
