import mongoose from 'mongoose';

// Reads the e2e database directly (or another one, for specs that start their own), to check what a form stored.
export async function findDocuments(collection: string, filter: Record<string, unknown>, uri = process.env.E2E_MONGODB_URI) {
  if (!uri) throw new Error('E2E_MONGODB_URI is not set (e2e/support/global-setup.ts sets it)');
  const connection = await mongoose.createConnection(uri).asPromise();
  try {
    return await connection.collection(collection).find(filter).toArray();
  } finally {
    await connection.close();
  }
}

// Inserts documents directly, for data a test needs in bulk (e.g. 25 enquiries to page through).
export async function insertDocuments(collection: string, documents: Record<string, unknown>[], uri = process.env.E2E_MONGODB_URI) {
  if (!uri) throw new Error('E2E_MONGODB_URI is not set (e2e/support/global-setup.ts sets it)');
  const connection = await mongoose.createConnection(uri).asPromise();
  try {
    await connection.collection(collection).insertMany(documents);
  } finally {
    await connection.close();
  }
}

// Deletes documents directly, for data a test added that other tests must not meet (a bookable type).
export async function deleteDocuments(collection: string, filter: Record<string, unknown>, uri = process.env.E2E_MONGODB_URI) {
  if (!uri) throw new Error('E2E_MONGODB_URI is not set (e2e/support/global-setup.ts sets it)');
  const connection = await mongoose.createConnection(uri).asPromise();
  try {
    await connection.collection(collection).deleteMany(filter);
  } finally {
    await connection.close();
  }
}
