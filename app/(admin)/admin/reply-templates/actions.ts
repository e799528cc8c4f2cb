'use server';

import { adminAction } from '@/lib/server/admin-action';
import { resetReplyTemplate, saveReplyTemplate } from '@/lib/server/replies/templates';
import { replyTemplateKeySchema, replyTemplateSchema } from '@/lib/replies/reply-template';

// An administrator's version of one template (a service in one language).
export const saveTemplate = adminAction('staff', replyTemplateSchema, async (template, { user, audit }) => {
  await saveReplyTemplate(template, user.email);
  await audit({ action: 'settings-changed', target: 'reply template', details: `${template.service} (${template.language})` });
});

// One template back to its default text.
export const resetTemplate = adminAction('staff', replyTemplateKeySchema, async ({ service, language }, { audit }) => {
  await resetReplyTemplate(service, language);
  await audit({ action: 'settings-changed', target: 'reply template', details: `${service} (${language}) back to the default` });
});
