import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import type { StoredFile, UploadStorage } from './types';

// Its collections are `uploads.files` and `uploads.chunks`; a backup holds their files as files.
export const GRIDFS_BUCKET = 'uploads';

async function appDatabase(): Promise<mongoose.mongo.Db> {
  const db = (await connectDb()).connection.db;
  if (!db) throw new Error('No database selected');
  return db;
}

// Files inside the database (GridFS bucket `uploads`): every app instance and serverless
// function sees the same images without a shared disk. Another database than the app's is for a
// restore into a target of its own (lib/server/backup/).
export function gridfsStorage(database: () => Promise<mongoose.mongo.Db> = appDatabase): UploadStorage {
  async function bucket() {
    return new mongoose.mongo.GridFSBucket(await database(), { bucketName: GRIDFS_BUCKET });
  }

  // Looked up by name first: the driver's by-name download and delete fail loudly on a
  // missing file, and a missing image is an ordinary case (404 on read, no-op on remove).
  // Newest first: while a replacement is written, its name has two files and reads get the new one.
  async function findIds(name: string) {
    const files = await (await bucket()).find({ filename: name }, { projection: { _id: 1 }, sort: { uploadDate: -1, _id: -1 } }).toArray();
    return files.map((file) => file._id);
  }

  async function upload(name: string, data: Buffer) {
    const stream = (await bucket()).openUploadStream(name);
    await new Promise<void>((resolve, reject) => {
      stream.once('finish', () => resolve());
      stream.once('error', reject);
      stream.end(data);
    });
  }

  async function removeIds(ids: Awaited<ReturnType<typeof findIds>>) {
    const store = await bucket();
    for (const id of ids) {
      try {
        await store.delete(id);
      } catch (error) {
        // Another request removed it in between: the outcome is what the caller wanted.
        if (!(error instanceof mongoose.mongo.MongoRuntimeError && /File not found/i.test(error.message))) throw error;
      }
    }
  }

  return {
    async save(name, data) {
      await upload(name, data);
    },
    async read(name): Promise<StoredFile | null> {
      const [id] = await findIds(name);
      if (id === undefined) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of (await bucket()).openDownloadStream(id)) chunks.push(chunk as Buffer);
      return { data: Buffer.concat(chunks) };
    },
    async remove(name) {
      await removeIds(await findIds(name));
    },
    // The new file first, then the old ones: the name always has a file.
    async replace(name, data) {
      const old = await findIds(name);
      await upload(name, data);
      await removeIds(old);
    },
    async list() {
      const files = await (await bucket()).find({}, { projection: { filename: 1 } }).toArray();
      return [...new Set(files.map((file) => file.filename))];
    },
  };
}
