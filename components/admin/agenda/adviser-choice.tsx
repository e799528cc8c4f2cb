import { buttonClass } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field';
import { EVERYONE } from '@/lib/booking/agenda';
import { AGENDA_COPY as COPY } from '@/lib/content/agenda';
import type { StaffOption } from '@/lib/enquiries/workspace';

type Props = {
  // The Monday of the week shown, kept when another adviser is chosen; null for the coming days
  // (the default view).
  week: string | null;
  // The adviser shown, or EVERYONE.
  chosen: string;
  staff: StaffOption[];
  ownId: string;
};

// An administrator's choice of whose agenda to see: a plain GET form, so the choice is the address.
export function AdviserChoice({ week, chosen, staff, ownId }: Props) {
  return (
    <form method="get" action="/admin/agenda" className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
      {week && <input type="hidden" name="week" value={week} />}
      <div className="min-w-0 flex-1 sm:flex-none">
        <label htmlFor="agenda-adviser" className="block text-sm font-medium text-slate-800">
          {COPY.viewLabel}
        </label>
        <select id="agenda-adviser" name="adviser" defaultValue={chosen} className={`${FIELD_CLASS} mt-1 min-h-11 w-full sm:w-72`}>
          <option value={EVERYONE}>{COPY.everyone}</option>
          {staff.map((person) => (
            <option key={person.id} value={person.id}>
              {person.id === ownId ? COPY.mine(person.name) : person.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('secondary')}>
        {COPY.show}
      </button>
    </form>
  );
}
