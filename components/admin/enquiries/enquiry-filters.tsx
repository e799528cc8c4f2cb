'use client';

import { Download } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { FilterSelect } from '@/components/admin/shared/filter-select';
import { buttonClass } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import { CHECK_VERDICT_LABELS, ENQUIRIES_COPY as COPY } from '@/lib/content/enquiries';
import { VERDICTS } from '@/lib/opportunity-card/assess';
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES } from '@/lib/enquiries/enquiry';
import { exportHref, type EnquiryQuery } from './url-state';

const SEARCH_DEBOUNCE_MS = 300;

type Props = { query: EnquiryQuery; onChange: (patch: Partial<EnquiryQuery>) => void };

// Search (debounced), status and check-verdict filters and the CSV export of the current view.
export function EnquiryFilters({ query, onChange }: Props) {
  const [text, setText] = useState(query.search);
  const [shownSearch, setShownSearch] = useState(query.search);
  const [sentSearch, setSentSearch] = useState(query.search);

  // The address changed from outside (Back, reload): show its search, unless it is the text
  // this box just sent (the admin may have typed on since).
  if (query.search !== shownSearch) {
    setShownSearch(query.search);
    if (query.search !== sentSearch) setText(query.search);
  }

  const sendSearch = useEffectEvent((value: string) => {
    setSentSearch(value);
    onChange({ search: value });
  });

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const value = text.trim();
    if (value === query.search) return;
    timer.current = setTimeout(() => sendSearch(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
  }, [text, query.search]);

  // A filter chosen while the search waits out its pause takes the typed search with it: the
  // waiting search, sent later from the address before the filter's navigation, would undo it.
  const changeFilter = (patch: Partial<EnquiryQuery>) => {
    clearTimeout(timer.current);
    const value = text.trim();
    if (value !== query.search) {
      setSentSearch(value);
      onChange({ ...patch, search: value });
    } else onChange(patch);
  };

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <SearchBox id="enquiry-search" look="field" className="min-w-0 flex-1" label={COPY.searchLabel} placeholder={COPY.searchPlaceholder} value={text} maxLength={200} onValueChange={setText} />
      <FilterSelect
        id="enquiry-status-filter"
        label={COPY.statusFilterLabel}
        className="md:w-48"
        value={query.status}
        options={[{ value: 'all', label: COPY.allStatuses }, ...ENQUIRY_STATUSES.map((status) => ({ value: status, label: ENQUIRY_STATUS_LABELS[status] }))]}
        onChange={(status) => changeFilter({ status })}
      />
      <FilterSelect
        id="enquiry-verdict-filter"
        label={COPY.verdictFilterLabel}
        className="md:w-56"
        value={query.verdict}
        options={[
          { value: 'all', label: COPY.verdictFilters.all },
          { value: 'any', label: COPY.verdictFilters.any },
          ...VERDICTS.map((verdict) => ({ value: verdict, label: CHECK_VERDICT_LABELS[verdict] })),
        ]}
        onChange={(verdict) => changeFilter({ verdict })}
      />
      <a href={exportHref(query)} download title={COPY.exportHint} className={`${buttonClass('secondary')} self-start md:self-auto`}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {COPY.exportCsv}
      </a>
    </div>
  );
}
