// One thing still a placeholder or a sample before the site goes live: what it is, why it matters
// and the back-office page where it is fixed. The launch check (lib/server/launch/launch-check.ts)
// gathers them from the site settings, the services, the document checklists, the booking setup, the newsletter, the people on the site and the firm's changed texts; the
// administrators' dashboard and `npm run launch:check` show the same list.
export type LaunchItem = {
  id: string;
  // Which part of the site it belongs to, for grouping.
  area: 'Firm and legal details' | 'Services' | 'Checklists' | 'Booking' | 'Newsletter' | 'People' | 'Texts' | 'Leads';
  title: string;
  detail?: string;
  href: string;
};

// The list as plain text, one line each, for the command line.
export function launchItemsAsText(items: readonly LaunchItem[], siteUrl: string): string {
  if (items.length === 0) return 'Ready to go live: nothing is a placeholder or a sample any more.';
  const lines = [`${items.length === 1 ? '1 thing is' : `${items.length} things are`} still a placeholder or a sample:`];
  for (const item of items) lines.push(`- [${item.area}] ${item.title}${item.detail ? ` ${item.detail}` : ''} Fix it at ${siteUrl}${item.href}`);
  return lines.join('\n');
}
