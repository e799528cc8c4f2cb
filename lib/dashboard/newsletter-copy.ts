// Copy of the dashboard's newsletter section (issue 30). The back office is English. Client-safe.
export const NEWSLETTER_DASHBOARD_COPY = {
  title: 'Newsletter',
  settings: 'Newsletter settings',
  // The one line shown while nobody has subscribed and the newsletter is off.
  off: 'The newsletter is off and nobody has subscribed yet.',
  switchOn: 'Switch it on in the newsletter settings',
  counts: {
    title: 'Subscribers now',
    confirmed: 'Confirmed',
    confirmedNote: 'receive the issues',
    pending: 'Waiting for confirmation',
    pendingNote: 'deleted after 30 days unconfirmed',
    unsubscribed: 'Unsubscribed',
    unsubscribedNote: 'left the list',
  },
  chart: { title: 'Confirmed subscribers', unit: 'confirmed subscribers', dataset: 'Confirmed subscribers', month: 'End of month' },
  pages: {
    title: 'Where people subscribed',
    intro: 'Confirmed subscribers by the page they subscribed on.',
    column: 'Page',
    count: 'Subscribers',
    empty: 'Nobody has confirmed a subscription yet.',
    notRecorded: 'Not recorded',
  },
};
