// The sample leads a fresh install starts with (scripts/lib/seed.ts seedSampleLeads), so the lead
// page, its tasks and My tasks show something before the first real enquiry. Marked as samples:
// the launch check lists them until they are deleted. Each task is due so many hours from the
// seed's run (negative: overdue), for the first administrator.
export const SAMPLE_LEADS = [
  {
    fullName: 'Sample lead: Anna Beispiel',
    email: 'anna.beispiel@example.com',
    message: 'This is a sample enquiry that came with the site, to show a lead and its tasks. Delete it once you have looked around.',
    source: 'service' as const,
    serviceName: 'Student Visa',
    tasks: [
      { title: 'Call back about the student visa', dueInHours: -20 },
      { title: 'Send the document checklist', dueInHours: 3 },
    ],
  },
  {
    fullName: 'Sample lead: Ben Muster',
    email: 'ben.muster@example.com',
    message: 'This is a sample enquiry that came with the site, to show a lead and its tasks. Delete it once you have looked around.',
    source: 'contact' as const,
    serviceName: undefined,
    tasks: [{ title: 'Follow up', dueInHours: 48 }],
  },
];
