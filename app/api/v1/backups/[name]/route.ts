import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { recordAudit } from '@/lib/server/audit/record';
import { requireUser } from '@/lib/server/auth/guard';
import { BACKUP_NAME_PATTERN } from '@/lib/server/backup/archive-format';
import { getEnv } from '@/lib/server/env';
import { DomainError } from '@/lib/server/errors';
import { handleNoStore } from '@/lib/server/http';
import { otherMethods } from '@/lib/server/http-methods';

// GET /api/v1/backups/{name}: one backup archive, for administrators (it holds every lead and
// every account's password hash), streamed as a download. Only names the backup writes are
// served, from BACKUP_DIR; anything else is a 404.
export const GET = handleNoStore(async (request, { params }: { params: Promise<{ name: string }> }) => {
  const user = await requireUser(request, 'staff');
  const { name } = await params;
  if (!BACKUP_NAME_PATTERN.test(name)) throw new DomainError('not-found', 'There is no such backup.');
  const file = path.join(path.resolve(getEnv().BACKUP_DIR), name);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new DomainError('not-found', 'There is no such backup.');
  await recordAudit(request, { actor: { id: user.id, email: user.email, name: user.name }, action: 'backup-downloaded', target: name, details: `${info.size} bytes` });
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      'content-type': 'application/gzip',
      'content-length': String(info.size),
      'content-disposition': `attachment; filename="${name}"`,
    },
  });
});

// Every other method: a JSON 405 with Allow (lib/server/http-methods.ts).
export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods('GET');
