import { NextResponse } from 'next/server';
import { requireUser } from '@/lib/server/auth/guard';
import { getLeadSources } from '@/lib/server/dashboard/lead-sources';
import { getWhatsAppChats } from '@/lib/server/whatsapp/clicks';
import { readQuery } from '@/lib/server/enquiries/route-helpers';
import { handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { leadPeriodQuerySchema, leadPeriodRange } from '@/lib/dashboard/lead-period';

// GET /api/v1/lead-sources?period=7d|30d|90d|12m: where the period's leads came from and the
// WhatsApp chats started, as the dashboard shows them (roles with lead access).
export const GET = handleNoStore(async (request) => {
  await requireUser(request, 'leads');
  const { period } = readQuery(request, leadPeriodQuerySchema);
  const range = leadPeriodRange(period);
  const [leads, whatsapp] = await Promise.all([getLeadSources(range), getWhatsAppChats(range)]);
  return NextResponse.json({ success: true, data: { leads, whatsapp } });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
