import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import type { StoredFile, UploadStorage } from './types';

const BUCKET_NAME = 'uploads';

// Files inside the database (GridFS bucket `uploads`): every app instance and serverless
// function sees the same images without a shared disk.
export function gridfsStorage(): UploadStorage {
  async function bucket() {
    const db = (await connectDb()).connection.db;
    if (!db) throw new Error('No database selected');
    return new mongoose.mongo.GridFSBucket(db, { bucketName: BUCKET_NAME });
  }

  // Looked up by name first: the driver's by-name download and delete fail loudly on a
  // missing file, and a missing image is an ordinary case (404 on read, no-op on remove).
  async function findIds(name: string) {
    const files = await (await bucket()).find({ filename: name }, { projection: { _id: 1 } }).toArray();
    return files.map((file) => file._id);
  }

  return {
    async save(name, data) {
      const upload = (await bucket()).openUploadStream(name);
      await new Promise<void>((resolve, reject) => {
        upload.once('finish', () => resolve());
        upload.once('error', reject);
        upload.end(data);
      });
    },
    async read(name): Promise<StoredFile | null> {
      const [id] = await findIds(name);
      if (id === undefined) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of (await bucket()).openDownloadStream(id)) chunks.push(chunk as Buffer);
      return { data: Buffer.concat(chunks) };
    },
    async remove(name) {
      const store = await bucket();
      for (const id of await findIds(name)) {
        try {
          await store.delete(id);
        } catch (error) {
          // Another request removed it in between: the outcome is what the caller wanted.
          if (!(error instanceof mongoose.mongo.MongoRuntimeError && /File not found/i.test(error.message))) throw error;
        }
      }
    },
  };
}
