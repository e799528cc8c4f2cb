import { buttonClass } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field';
import type { StaffOption } from '@/lib/enquiries/workspace';

type Props = { chosen: string; staff: StaffOption[]; ownId: string };

// An administrator's choice of whose tasks to see: a plain GET form, so it works before the
// scripts load and the choice is the address (an account id from the list, nothing typed).
export function PersonChoice({ chosen, staff, ownId }: Props) {
  return (
    <form method="get" action="/admin/tasks" className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="min-w-0 flex-1 sm:flex-none">
        <label htmlFor="tasks-person" className="block text-sm font-medium text-slate-800">
          Whose tasks
        </label>
        <select id="tasks-person" name="person" defaultValue={chosen} className={`${FIELD_CLASS} mt-1 min-h-11 w-full sm:w-72`}>
          {staff.map((person) => (
            <option key={person.id} value={person.id}>
              {person.id === ownId ? `${person.name} (you)` : person.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('secondary')}>
        Show
      </button>
    </form>
  );
}
