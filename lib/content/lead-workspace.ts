import { BOOKING_LIMITS } from '@/lib/booking/booking';

// Copy of the lead's page (/admin/enquiries/{id}), the inbox's bulk bar, and the reply templates
// screen (the inbox's views are labelled by lib/enquiries/list-query.ts).

export const LEAD_PAGE_COPY = {
  back: 'Back to enquiries',
  title: (name: string) => `Enquiry from ${name}`,
  notFound: 'This enquiry could not be found. It may have been deleted.',
  loadFailed: 'This enquiry could not be loaded. Please try again.',
  contactHeading: 'Contact and enquiry',
  call: 'Call',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
  ownerHeading: 'Owner and follow-up',
  owner: 'Owner',
  nobody: 'Nobody',
  saveOwner: 'Save owner',
  followUp: 'Follow up on',
  followUpHint: 'A day in Berlin time: it becomes a “Follow up” task due at 09:00 that day, under Tasks.',
  setFollowUp: 'Set follow-up',
  followUpSaved: 'Follow-up task added',
  tasksHeading: 'Tasks',
  replyHeading: 'Reply',
  replyIntro: 'Sent from the firm’s address; the lead’s answer comes back to you (Reply-To). The enquiry is then marked as replied.',
  template: 'Start from template',
  sendReply: 'Send reply',
  // Shown once a sent reply has emptied the box: the chosen template, filled again.
  fillFromTemplate: 'Fill from template',
  sending: 'Sending...',
  replySent: 'Reply queued for sending',
  replyFailed: 'The reply could not be sent',
  replaceDraft: 'Replace what you have written with this template?',
  mailProgram: 'Or write from your own mail program',
  noteHeading: 'Add an internal note',
  noteLabel: 'Note',
  noteHint: 'For the team only: never shown to the lead, never mailed.',
  addNote: 'Add note',
  noteAdded: 'Note added',
  noteFailed: 'The note could not be added',
  timelineHeading: 'Timeline',
  // The self-checks sent with a lead (components/admin/leads/self-check-sections.tsx).
  check: {
    heading: 'Opportunity Card check',
    verdict: 'Verdict',
    route: 'Route',
    total: 'Points',
    gates: 'Requirements',
    points: 'Points earned',
    noPoints: 'No points from the answers.',
    open: 'Not known yet',
    answers: 'The visitor’s answers',
    computed: (date: string) => `Computed on ${date}.`,
    anonymised: 'The answers and the points were removed when the lead was anonymised.',
  },
  documents: {
    heading: 'Documents',
    checklist: 'Checklist',
    checkedOn: (date: string) => `Checklist checked on ${date}.`,
    neverChecked: 'Checklist never reviewed.',
    ticked: 'Ticked (the visitor has it)',
    unticked: 'Not ticked',
    none: 'None.',
  },
  sourceHeading: 'Where it came from',
  sourceNone: 'Nothing was recorded about where this lead came from (it arrived directly, or before this was recorded).',
  othersHeading: 'Other enquiries from this address',
  othersNone: 'None: this is the only enquiry from this e-mail address.',
  resend: 'Send again',
  resent: 'The e-mail is being sent again',
  resendFailed: 'The e-mail could not be sent again',
  saved: 'Saved',
  saveFailed: 'The change could not be saved',
  openPage: 'Open lead page',
} as const;

export const TIMELINE_COPY = {
  received: 'Enquiry received',
  mailKinds: { notification: 'Notification to the team', acknowledgement: 'Acknowledgement to the lead' } as Record<string, string>,
  status: (status: string) => `Status set to ${status}`,
  assigned: (name: string | null) => (name ? `Assigned to ${name}` : 'Unassigned'),
  note: 'Note',
  reply: (subject: string) => `Reply sent: “${subject}”`,
  followUpSet: (day: string) => `Follow-up set for ${day}`,
  followUpDone: 'Follow-up done',
  mailResent: 'E-mail sent again',
  // A task's steps (issue 47): its title is the entry's text; times in Berlin time.
  taskCreated: (due: string) => `Task added, due ${due}`,
  taskDone: 'Task done',
  taskReopened: 'Task opened again',
  by: (name: string) => `by ${name}`,
  // A consultation's steps (issue 29); times in Berlin time, the reason given in the entry's text.
  bookingBooked: (type: string, time: string) => `Consultation booked: ${type}, ${time}`,
  bookingMoved: (time: string, byVisitor: boolean) => `Consultation moved to ${time}${byVisitor ? ' by the visitor' : ''}`,
  bookingCancelled: (byVisitor: boolean) => (byVisitor ? 'Consultation cancelled by the visitor' : 'Consultation cancelled by staff'),
  bookingDone: 'Consultation done',
  bookingNoShow: 'Consultation missed: the visitor did not come (no-show)',
  stage: (from: string, to: string) => `Moved from ${from} to ${to}`,
  bySystem: 'by the system',
  // Issue 40: the address had its booking mails of the day (3), so this one was not sent.
  bookingMailWithheld: (links: boolean, type: string, time: string) =>
    links
      ? `Another booking refused (this address already has ${BOOKING_LIMITS.upcomingPerAddress} upcoming consultations); the e-mail with their links was not sent: this address already had ${BOOKING_LIMITS.mailsPerDay} booking e-mails today`
      : `Booking confirmation for ${type}, ${time} not e-mailed to the visitor: this address already had ${BOOKING_LIMITS.mailsPerDay} booking e-mails today`,
} as const;

export const BULK_COPY = {
  selectAll: 'Select all enquiries on this page',
  select: (name: string) => `Select the enquiry from ${name}`,
  selected: (count: number) => (count === 1 ? '1 selected' : `${count} selected`),
  setStatus: 'Set status',
  assign: 'Assign to',
  apply: 'Apply',
  export: 'Export selected',
  delete: 'Delete selected',
  clear: 'Clear selection',
  confirmDelete: (count: number) => (count === 1 ? 'Delete 1 enquiry? This cannot be undone.' : `Delete ${count} enquiries? This cannot be undone.`),
  failed: 'The change could not be made',
  // After an action: how many it changed (leads deleted meanwhile by someone else are not counted).
  done: (count: number, deleted: boolean) => `${count === 1 ? '1 enquiry' : `${count} enquiries`} ${deleted ? 'deleted' : 'updated'}`,
  label: 'Actions on the selected enquiries',
} as const;

export const FAILED_MAIL_COPY = {
  heading: (count: number) => (count === 1 ? '1 e-mail could not be delivered' : `${count} e-mails could not be delivered`),
  intro: 'The mail server refused these or they kept failing. Check the address, then send again.',
  kinds: { notification: 'Notification to the team', acknowledgement: 'Acknowledgement', reply: 'Reply' } as Record<string, string>,
  to: (address: string) => `to ${address}`,
} as const;

export const TEMPLATES_COPY = {
  title: 'Reply templates',
  intro: 'The text staff start from when they reply to a lead, per service and language. Placeholders are filled in when a reply is started.',
  placeholders: 'Placeholders',
  customised: 'Changed',
  standard: 'Default',
  save: 'Save template',
  reset: 'Back to default',
  saved: 'Template saved',
  resetDone: 'Template reset to the default',
  failed: 'The template could not be saved',
  confirmReset: 'Replace this template with the default text?',
} as const;
