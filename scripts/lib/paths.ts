import path from 'node:path';

// Every script resolves project paths from the repository root, whatever the working directory.
export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const DATA_DIR = path.join(ROOT, '.data');
export const DEV_DB_DIR = path.join(DATA_DIR, 'db');
export const DEV_DB_URL_FILE = path.join(DATA_DIR, 'db.url');
export const DEV_ADMIN_FILE = path.join(DATA_DIR, 'dev-admin.txt');
export const CACHE_BIN_DIR = path.join(ROOT, '.cache', 'bin');
