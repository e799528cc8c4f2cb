import { NextResponse } from 'next/server';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { handleNoStore, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { listReplyTemplates, resetReplyTemplate, saveReplyTemplate } from '@/lib/server/replies/templates';
import { replyTemplateKeySchema, replyTemplateSchema } from '@/lib/validation/reply';

// GET /api/v1/reply-templates: every template, per service and language (staff who answer leads)
export const GET = handleNoStore(async (request) => {
  await requireUser(request, 'leads');
  return NextResponse.json({ success: true, data: await listReplyTemplates() });
});

// PUT /api/v1/reply-templates: an administrator's version of one (JSON service, language, subject, body)
export const PUT = handleNoStore(async (request) => {
  const user = await requireUser(request, 'staff');
  const template = await readJson(request, replyTemplateSchema, 64 * 1024);
  await saveReplyTemplate(template, user.email);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'settings-changed', target: 'reply template', details: `${template.service} (${template.language})` });
  return NextResponse.json({ success: true, message: 'Template saved' });
});

// DELETE /api/v1/reply-templates: one template back to its default (JSON service, language)
export const DELETE = handleNoStore(async (request) => {
  const user = await requireUser(request, 'staff');
  const { service, language } = await readJson(request, replyTemplateKeySchema, 1024);
  await resetReplyTemplate(service, language);
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'settings-changed', target: 'reply template', details: `${service} (${language}) back to the default` });
  return NextResponse.json({ success: true, message: 'Template reset to the default' });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, POST, PATCH } = otherMethods('GET', 'PUT', 'DELETE');
