import { NextResponse } from 'next/server';
import { handle, readJson } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';
import { limitWhatsAppClicks } from '@/lib/server/whatsapp/click-limit';
import { recordWhatsAppClick } from '@/lib/server/whatsapp/clicks';
import { knownServiceNames } from '@/lib/server/services/names';
import { whatsAppClickSchemaFor } from '@/lib/whatsapp-clicks/click-schema';

// POST /api/v1/whatsapp-clicks: a WhatsApp button of the public site was clicked (JSON page,
// optional service). Public, no session; counted per day, page and service, nothing about who.
export const POST = handle(async (request) => {
  await limitWhatsAppClicks(request);
  const click = await readJson(request, whatsAppClickSchemaFor(await knownServiceNames()), 1024);
  await recordWhatsAppClick(click);
  return NextResponse.json({ success: true }, { status: 201 });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, GET, PUT, PATCH, DELETE } = otherMethods('POST');
