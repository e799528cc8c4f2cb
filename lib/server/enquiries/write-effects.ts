import 'server-only';
import { expireFigures, LEAD_FIGURES_TAG } from '@/lib/server/cache-tags';
import { onEnquiryWrite } from '@/models/enquiry';

// Every write to enquiries changes the back office's lead figures (the inbox's cached views and
// tabs, the dashboard's lead sections), so each one expires them: the model calls this after every
// mongoose write (models/enquiry.ts). Registered by lib/server/db.ts before the first connection,
// which every process that writes (the server, its jobs, scripts, tests) opens there.
export function registerEnquiryWriteEffects(): void {
  onEnquiryWrite('lead-figures', () => expireFigures(LEAD_FIGURES_TAG));
}
