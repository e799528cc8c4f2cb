import 'server-only';
import { DEFAULT_CHECKLISTS } from '@/lib/checklists/defaults';
import type { ChecklistRecord } from '@/lib/checklists/checklist';

// The checklists the public pages show, in the order of their titles. (Until the stored
// checklists exist, the defaults: the back-office part replaces this with the stored ones.)
export async function listChecklists(): Promise<ChecklistRecord[]> {
  return [...DEFAULT_CHECKLISTS];
}

export async function checklistById(id: string): Promise<ChecklistRecord | null> {
  return (await listChecklists()).find((checklist) => checklist.id === id) ?? null;
}
