import { DeleteButton } from '@/components/admin/shared/delete-button';
import type { ActionResult } from '@/lib/actions/result';
import { ISSUES_ADMIN_COPY as COPY } from '@/lib/content/newsletter-issues-admin';

type Props = {
  issue: { id: string; subject: string };
  // The page's removeIssue action.
  remove: (id: string) => Promise<ActionResult<unknown>>;
};

// The one delete button, with the issues' words; from the issue's own page back to the list.
export function DeleteIssueButton({ issue, remove }: Props) {
  const { deleteLabel, deletingLabel, deleted, deleteFailed } = COPY;
  return (
    <DeleteButton
      action={remove}
      id={issue.id}
      name={issue.subject}
      confirm={COPY.confirmDelete(issue.subject)}
      copy={{ deleteLabel, deletingLabel, deleted, deleteFailed }}
      goTo="/admin/newsletter/issues"
    />
  );
}
