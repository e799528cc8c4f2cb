// The newsletter issue a fresh install starts with (scripts/lib/seed.ts seedSampleNewsletterIssue):
// an English draft that shows the firm what an issue looks like. It is never sent by itself (a
// draft), and the launch check lists it until someone saves or deletes it at /admin/newsletter/issues.
export const SAMPLE_NEWSLETTER_ISSUE = {
  locale: 'en',
  subject: 'Sample issue: news from our consultancy',
  previewText: 'A sample draft that came with the site. Replace it with your own issue.',
  bodySource: 'markdown' as const,
  body: [
    'This is a **sample issue** that came with the site. Nothing has been sent.',
    '',
    'Write your own issue here, or delete this one: a short greeting, what is new (a change in the visa rules, a new service, dates for consultations) and a link or two to your latest posts.',
    '',
    '- Keep it short: one topic per paragraph.',
    '- Send a test to yourself before sending it to your subscribers.',
  ].join('\n'),
};
