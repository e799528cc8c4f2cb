import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StoredFile, UploadStorage } from './types';

// Files in a directory on this machine (UPLOAD_DIR). Several instances must share it (a mounted volume).
export function localStorage(directory: string): UploadStorage {
  const root = path.resolve(directory);
  return {
    async save(name, data) {
      await mkdir(root, { recursive: true });
      await writeFile(path.join(root, name), data, { flag: 'wx' });
    },
    async read(name): Promise<StoredFile | null> {
      try {
        return { data: await readFile(path.join(root, name)) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(name) {
      await rm(path.join(root, name), { force: true });
    },
    async replace(name, data) {
      // Written beside it, then renamed over it: a rename within a directory is atomic.
      const temporary = path.join(root, `.${name}.${randomUUID()}.tmp`);
      await writeFile(temporary, data, { flag: 'wx' });
      try {
        await rename(temporary, path.join(root, name));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async list() {
      try {
        // Dot files are replacements being written.
        return (await readdir(root, { withFileTypes: true })).filter((entry) => entry.isFile() && !entry.name.startsWith('.')).map((entry) => entry.name);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}
