// A sender that dies between claiming a mail and writing its lease (tests/mail-outbox.int.test.ts
// runs it as a process of its own, then kills it with SIGKILL). It claims the outbox message named
// by its first argument with the real claimMessage, at the time its second names (ISO; now if none); the lease write never returns, so the process is
// still at that point, with the claim stored and the message unchanged, when the kill comes.
import { connectDb } from '@/lib/server/db';
import { claimMessage } from '@/lib/server/mail/claim';
import { OutboxMessage } from '@/models/outbox-message';

await connectDb();
const message = await OutboxMessage.findById(process.argv[2]).lean();
if (!message) throw new Error(`no outbox message ${process.argv[2]}`);
OutboxMessage.updateOne = (() => {
  process.stdout.write('claimed\n');
  return new Promise(() => undefined);
}) as unknown as typeof OutboxMessage.updateOne;
await claimMessage(message, process.argv[3] ? new Date(process.argv[3]) : new Date());
