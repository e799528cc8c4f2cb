import type { ChildProcess } from 'node:child_process';

// Sends SIGTERM and, if the process has not exited 5 s later, SIGKILL. Resolves with the exit code
// (null when a signal ended it).
export async function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  const code = await exited;
  clearTimeout(timer);
  return code;
}
