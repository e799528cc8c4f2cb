import 'server-only';

// The outbox knows messages, not what they are about. A sender whose message may stop being
// wanted while it waits (a booking's reminder, once the booking was moved or cancelled) registers
// a check for its groups; the deliverer asks it right before sending, under the message's claim,
// and drops the message when the answer is no. Checks live on globalThis: Next bundles
// instrumentation.ts (the sweeper) and the route handlers separately, and a check registered by
// the one must be seen by the deliveries of the others in the same process.

// `now`: the deliverer's clock (a test's stand-in, else the real time).
export type StillWanted = (message: { group: string; kind: string; now: Date }) => Promise<boolean>;

const holder = globalThis as typeof globalThis & { __mailStillWanted?: Map<string, StillWanted> };
const checks = () => (holder.__mailStillWanted ??= new Map());

// `groupPrefix` names the groups by the start of their name, colon included ("booking:").
// Registering the same prefix again replaces the check (a module loaded twice).
export function registerStillWanted(groupPrefix: string, check: StillWanted): void {
  checks().set(groupPrefix, check);
}

// True unless the check registered for the message's group says no.
export async function isStillWanted(key: string, kind: string, now: Date): Promise<boolean> {
  const suffix = `:${kind}`;
  if (!key.endsWith(suffix)) return true;
  const group = key.slice(0, -suffix.length);
  for (const [prefix, check] of checks()) {
    if (group.startsWith(prefix)) return check({ group, kind, now });
  }
  return true;
}
