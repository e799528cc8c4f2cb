import mongoose from 'mongoose';

// Every operation a piece of work sends through the app's models (mongoose's 'operation-start'
// event): what the MongoDB-only explain checks read, and what the dashboard's pass counts count.
export type Operation = { collection: string; method: string; args: unknown[] };

export async function recordOperations<T>(work: () => Promise<T>): Promise<{ result: T; operations: Operation[] }> {
  const operations: Operation[] = [];
  const record = (event: { collectionName: string; method: string; params: unknown[] }) => {
    operations.push({ collection: event.collectionName, method: event.method, args: event.params });
  };
  mongoose.connection.on('operation-start', record);
  try {
    const result = await work();
    return { result, operations };
  } finally {
    mongoose.connection.off('operation-start', record);
  }
}

// How many operations went to each collection, e.g. { enquiries: 3, posts: 1 }.
export function operationsPerCollection(operations: Operation[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { collection } of operations) counts[collection] = (counts[collection] ?? 0) + 1;
  return counts;
}
