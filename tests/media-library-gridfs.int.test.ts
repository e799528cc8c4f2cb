import mongoose from 'mongoose';
import { expect, it } from 'vitest';
import { mediaLibrarySuite } from './support/media-library-suite';

// The same media library tests with images in GridFS (UPLOAD_STORAGE=gridfs).
process.env.UPLOAD_STORAGE = 'gridfs';

mediaLibrarySuite();

// Proves the suite above really ran on GridFS, and that a replaced file left no older copy behind.
it('kept the images in the GridFS bucket, one file per name', async () => {
  const files = await mongoose.connection.db!.collection('uploads.files').find({}, { projection: { filename: 1 } }).toArray();
  expect(files.length).toBeGreaterThan(0);
  expect(new Set(files.map((file) => file.filename)).size).toBe(files.length);
});
