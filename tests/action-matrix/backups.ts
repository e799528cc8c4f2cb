import type { ActionCase } from './case';

// The Backups page: administrators only. Allowed, the action makes a real archive (in the test
// file's own BACKUP_DIR, tests/support/per-file-database.ts).
export const ACTIONS: ActionCase[] = [{ file: 'backups/actions.ts', name: 'makeBackup', capability: 'staff', args: [undefined] }];
