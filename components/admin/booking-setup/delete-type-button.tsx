import { DeleteButton } from '@/components/admin/shared/delete-button';
import type { ActionResult } from '@/lib/actions/result';
import { CONSULTATION_TYPES_COPY as COPY } from '@/lib/content/booking-setup-admin';

type Props = {
  type: { id: string; name: { en: string } };
  // The page's removeConsultationType action.
  remove: (id: string) => Promise<ActionResult<unknown>>;
  // From the type's own page: the list afterwards.
  goTo?: string;
};

// The one delete button, with the consultation types' words.
export function DeleteTypeButton({ type, remove, goTo }: Props) {
  const { deleteLabel, deletingLabel, deleted, deleteFailed } = COPY;
  return (
    <DeleteButton
      action={remove}
      id={type.id}
      name={type.name.en}
      confirm={COPY.confirmDelete(type.name.en)}
      copy={{ deleteLabel, deletingLabel, deleted, deleteFailed }}
      goTo={goTo}
    />
  );
}
