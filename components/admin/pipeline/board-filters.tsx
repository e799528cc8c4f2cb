import Link from 'next/link';
import { FilterSelect } from '@/components/admin/shared/filter-select';
import { buttonClass } from '@/components/ui/button';
import { LANGUAGE_NAMES, PUBLISHED_LOCALES } from '@/i18n/locales';
import { ENQUIRY_SOURCE_LABELS, ENQUIRY_SOURCES } from '@/lib/enquiries/enquiry';
import type { StaffOption } from '@/lib/enquiries/workspace';
import { NO_OWNER, type BoardFilters } from '@/lib/pipeline/board';

type Props = { filters: BoardFilters; owners: StaffOption[]; services: string[] };

// The board's filters: a plain GET form the page reads on the server, so it works without scripts
// and a filtered board can be bookmarked. Only chosen values go into the address, never typed text.
export function BoardFilterForm({ filters, owners, services }: Props) {
  const serviceNames = filters.service && !services.includes(filters.service) ? [...services, filters.service] : services;
  return (
    <form method="get" aria-label="Filter the board" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
      <FilterSelect
        id="board-owner"
        name="owner"
        label="Owner"
        defaultValue={filters.owner}
        options={[{ value: '', label: 'Everyone' }, { value: NO_OWNER, label: 'Nobody' }, ...owners.map((owner) => ({ value: owner.id, label: owner.name }))]}
      />
      <FilterSelect id="board-service" name="service" label="Service" defaultValue={filters.service} options={[{ value: '', label: 'All services' }, ...serviceNames.map((name) => ({ value: name, label: name }))]} />
      <FilterSelect
        id="board-source"
        name="source"
        label="Source"
        defaultValue={filters.source}
        options={[{ value: '', label: 'All sources' }, ...ENQUIRY_SOURCES.map((source) => ({ value: source, label: ENQUIRY_SOURCE_LABELS[source] }))]}
      />
      <FilterSelect
        id="board-language"
        name="language"
        label="Language"
        defaultValue={filters.language}
        options={[{ value: '', label: 'All languages' }, ...PUBLISHED_LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))]}
      />
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('primary')}>
          Apply
        </button>
        <Link href="/admin/pipeline" className={buttonClass('secondary')}>
          Clear
        </Link>
      </div>
    </form>
  );
}
