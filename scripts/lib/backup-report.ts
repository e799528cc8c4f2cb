import { formatFileSize } from '@/lib/media/media-file';

// The lines `npm run backup` and `npm run restore` print about an archive's content.
export function collectionLines(counts: Record<string, number>): string[] {
  const names = Object.keys(counts).sort();
  const width = Math.max(0, ...names.map((name) => name.length));
  const total = names.reduce((sum, name) => sum + (counts[name] ?? 0), 0);
  return [
    `  collections: ${names.length}, ${total} documents`,
    ...names.map((name) => `    ${name.padEnd(width)}  ${String(counts[name] ?? 0).padStart(7)}`),
  ];
}

export function uploadsLine(storage: string, files: number, bytes: number): string {
  return `  uploads (${storage}): ${files} ${files === 1 ? 'file' : 'files'}${files > 0 ? `, ${formatFileSize(bytes)}` : ''}`;
}

export { formatFileSize };

// Runs a backup command's main and exits with its code; a failure is one line (what went wrong,
// never a stack trace), with the command's own word for it (`backup refused: …`), and exit code 1.
export function runCommand(main: () => Promise<number>, failureWord: (error: unknown) => string): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`${failureWord(error)}: ${message}`);
      process.exit(1);
    },
  );
}
