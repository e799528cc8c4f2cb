import 'server-only';
import { connectDb } from '@/lib/server/db';
import { User } from '@/models/user';

// Whether a person gets the morning digest (lib/server/leads/morning-digest.ts): on unless they
// switched it off on their account page.

export async function morningDigestOn(userId: string): Promise<boolean> {
  await connectDb();
  const user = await User.findById(userId).select('morningDigest').lean();
  return user?.morningDigest !== false;
}

export async function setMorningDigest(userId: string, on: boolean): Promise<void> {
  await connectDb();
  await User.updateOne({ _id: userId }, { $set: { morningDigest: on } });
}
