import type { Capability } from '@/lib/auth/permissions';

// One Server Action in the role matrix (tests/action-role-matrix.int.test.ts): its file under
// app/(admin)/admin/, its export, the capability it needs (null: any signed-in account) and the
// arguments it is called with, which must change nothing for the roles that may call it (an
// empty input, a made-up id).
export type ActionCase = { file: string; name: string; capability: Capability | null; args: unknown[] };

export const MADE_UP_ID = '0123456789abcdef01234567';

// A stored image's name that no file has (lib/fields/upload-name.ts).
export const MADE_UP_MEDIA_NAME = '01234567-89ab-cdef-0123-456789abcdef.webp';
