import 'server-only';
import { connectDb } from '@/lib/server/db';
import { SecuritySettings } from '@/models/security-settings';

const ID = 'security';

export async function twoFactorRequired(): Promise<boolean> {
  await connectDb();
  const settings = await SecuritySettings.findById(ID).select('requireTwoFactor').lean();
  return settings?.requireTwoFactor ?? false;
}

export async function setTwoFactorRequired(required: boolean, by: string): Promise<void> {
  await connectDb();
  await SecuritySettings.updateOne({ _id: ID }, { $set: { requireTwoFactor: required, updatedAt: new Date(), updatedBy: by } }, { upsert: true });
}
