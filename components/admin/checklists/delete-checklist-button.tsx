import { DeleteButton } from '@/components/admin/shared/delete-button';
import type { ActionResult } from '@/lib/actions/result';
import { CHECKLISTS_ADMIN_COPY as COPY } from '@/lib/content/checklists-admin';

type Props = {
  checklist: { id: string; title: { en: string } };
  // The page's removeChecklist action.
  remove: (id: string) => Promise<ActionResult<unknown>>;
  // From the checklist's own page: the list afterwards.
  goTo?: string;
};

// The one delete button, with the checklists' words (its page disappears from the site).
export function DeleteChecklistButton({ checklist, remove, goTo }: Props) {
  const { deleteLabel, deletingLabel, deleted, deleteFailed } = COPY;
  return (
    <DeleteButton
      action={remove}
      id={checklist.id}
      name={checklist.title.en}
      confirm={COPY.confirmDelete(checklist.title.en)}
      copy={{ deleteLabel, deletingLabel, deleted, deleteFailed }}
      goTo={goTo}
    />
  );
}
