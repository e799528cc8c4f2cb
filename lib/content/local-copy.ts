import { formatTime } from '@/lib/time/format';

// Copy of the copy a form keeps in this browser while staff type (posts, newsletter issues).
export const LOCAL_COPY = {
  found: (when: string) => `This browser kept changes you did not save (${when}, Berlin time).`,
  restore: 'Restore them',
  discard: 'Discard',
  // The editor's "Saved" line: the draft is in this browser until the form is saved.
  kept: (at: string) => `Saved in this browser at ${formatTime(at)}`,
};
