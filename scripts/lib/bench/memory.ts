import { readdirSync, readFileSync } from 'node:fs';

const POLL_MS = 200;

// Peak resident memory of a process and all its descendants, sampled from /proc (Linux only).
// peakMb: over the whole sampling; peakSinceLastMb: since the previous call (one route's share).
export type MemorySampler = { peakMb: () => number; peakSinceLastMb: () => number; stop: () => void };

export function sampleMemory(rootPids: number[]): MemorySampler {
  let peakKb = 0;
  let recentPeakKb = 0;
  const poll = () => {
    const total = rootPids.reduce((sum, pid) => sum + treeRssKb(pid), 0);
    peakKb = Math.max(peakKb, total);
    recentPeakKb = Math.max(recentPeakKb, total);
  };
  poll();
  const timer = setInterval(poll, POLL_MS);
  timer.unref();
  const toMb = (kb: number) => Math.round(kb / 1024);
  const peakSinceLastMb = () => {
    const peak = toMb(recentPeakKb);
    recentPeakKb = 0;
    return peak;
  };
  return { peakMb: () => toMb(peakKb), peakSinceLastMb, stop: () => clearInterval(timer) };
}

// RSS of `root` and every process below it, in kB.
function treeRssKb(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentPid(Number(entry));
    if (parent === null) continue;
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  let total = 0;
  const pending = [root];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    total += rssKb(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

// The process may exit between listing /proc and reading it: then it counts as nothing.
function parentPid(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses; the fields after it do not.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return null;
  }
}

function rssKb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}
