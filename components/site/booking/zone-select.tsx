'use client';

import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FIELD_CLASS } from '@/components/ui/field';
import { fillText } from '@/i18n/fill-text';
import type { DisplayLocale } from '@/i18n/locales';
import { searchZones, zoneChoices, zoneDetails, type ZoneChoice } from '@/lib/time/zones';

export type ZoneSelectTexts = {
  zoneLabel: string;
  zoneHint: string;
  zoneListLabel: string;
  zoneCommon: string;
  zoneAll: string;
  zoneCount: string;
  zoneNone: string;
};

type Props = { zone: string; onZone: (zone: string) => void; texts: ZoneSelectTexts; dateLocale: DisplayLocale };

const LIST_ID = 'booking-zone-list';
const optionId = (index: number) => `${LIST_ID}-${index}`;

// The zone the times are shown in (issue 40): the browser's by default, any other found by typing a
// city, a country or a zone's name in the page's language ("Kolkata", "Indien", "GMT+5:30"). An
// editable combobox with a list of suggestions (WAI-ARIA APG, "list autocomplete"): arrow keys move
// through the suggestions, Enter chooses (the only one left, when none is active), Escape closes
// the list and then gives the field its zone back; a tap chooses on a phone. The list is the visitor's zone, Berlin and the zones the firm's
// visitors come from, then every other by place (lib/time/zones.ts); the zones' names and offsets
// are filled in a few at a time after the field shows, since each costs a formatter.
export function ZoneSelect({ zone, onZone, texts, dateLocale }: Props) {
  // The visitor's own zone stays first even after they choose another.
  const [ownZone] = useState(zone);
  // One instant for every offset shown, the hour's start (clocks change on the hour): the list does
  // not change under the visitor's fingers, and coming back to this step finds the names made.
  const [at] = useState(() => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000));
  const [described, setDescribed] = useState(0);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLDivElement>(null);

  const choices = useMemo(() => {
    // The chosen zone's name and offset at once: the field shows them.
    zoneDetails(zone, dateLocale, at);
    return zoneChoices(dateLocale, at, ownZone, { described: 'cached' });
    // `described` changes when more names are made: the list is rebuilt with them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [zone, dateLocale, at, ownZone, described]);
  const current = choices.find((choice) => choice.id === zone);
  const shown = current?.label ?? zone;
  const results = useMemo(() => searchZones(choices, query ?? ''), [choices, query]);
  const searching = query !== null && query.trim() !== '';
  const expanded = open && results.length > 0;

  // Every zone's name and offset, a few milliseconds' worth at a time, the common ones first.
  useEffect(() => {
    const waiting = zoneChoices(dateLocale, at, ownZone, { described: 'cached' }).filter((choice) => !choice.ready);
    const firstBatch = waiting.filter((choice) => choice.common).length;
    let index = 0;
    let timer = 0;
    let commonShown = false;
    const step = () => {
      const until = performance.now() + 8;
      while (index < waiting.length && performance.now() < until) zoneDetails(waiting[index++]!.id, dateLocale, at);
      // The list shows the common ones' names as soon as they are made, the rest when all are.
      if (index >= waiting.length || (!commonShown && index >= firstBatch)) {
        commonShown = true;
        setDescribed((count) => count + 1);
      }
      if (index < waiting.length) timer = window.setTimeout(step, 0);
    };
    timer = window.setTimeout(step, 0);
    return () => window.clearTimeout(timer);
  }, [dateLocale, at, ownZone]);

  // The active suggestion stays in sight as the arrow keys move through the list.
  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [expanded, active]);

  // An opened list is brought into sight whole (above the floating bars: the page's scroll-padding).
  useEffect(() => {
    if (expanded) listRef.current?.scrollIntoView({ block: 'nearest' });
  }, [expanded]);

  function choose(choice: ZoneChoice) {
    onZone(choice.id);
    setQuery(null);
    setOpen(false);
    setActive(-1);
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = results.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(event.altKey ? -1 : 0);
        } else if (!event.altKey) {
          setActive(active >= last ? 0 : active + 1);
        }
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(last);
        } else {
          setActive(active <= 0 ? last : active - 1);
        }
        break;
      case 'Enter': {
        // The active suggestion; or, typed until one zone is left (a phone's Search key), that one.
        const chosen = expanded ? (active >= 0 ? results[active] : searching && results.length === 1 ? results[0] : undefined) : undefined;
        if (chosen) {
          event.preventDefault();
          choose(chosen);
        }
        break;
      }
      case 'Escape':
        event.preventDefault();
        if (open) close();
        else setQuery(null);
        break;
      case 'Tab':
        close();
        break;
    }
  }

  const commonCount = searching ? 0 : results.filter((choice) => choice.common).length;
  const option = (choice: ZoneChoice, index: number) => (
    <li
      key={choice.id}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      onClick={() => choose(choice)}
      className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-700 text-white' : 'text-slate-900 hover:bg-brand-50'}`}
    >
      <span className="block font-medium">
        {choice.place}
        {choice.id === zone && <span aria-hidden="true"> ✓</span>}
      </span>{' '}
      <span className={`block text-sm ${index === active ? 'text-white' : 'text-slate-600'}`}>{[choice.name, choice.offset].filter(Boolean).join(' · ')}</span>
    </li>
  );
  const heading = (id: string, text: string) => (
    <li role="presentation" id={id} className="bg-slate-100 px-3 py-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">
      {text}
    </li>
  );

  return (
    <div>
      <label htmlFor="booking-zone" className="block text-sm font-medium text-slate-800">
        {texts.zoneLabel}
      </label>
      <p id="booking-zone-hint" className="mt-1 text-sm text-slate-600">
        {texts.zoneHint}
      </p>
      <div className="relative">
        <input
          id="booking-zone"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={LIST_ID}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby="booking-zone-hint"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          data-zone={zone}
          value={query ?? shown}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={(event) => {
            setOpen(true);
            // A tap on the field readies it for a new search: what it shows is selected, so typing replaces it.
            if (query === null) event.currentTarget.select();
          }}
          onFocus={(event) => event.currentTarget.select()}
          onBlur={() => {
            close();
            setQuery(null);
          }}
          onKeyDown={onKeyDown}
          className={FIELD_CLASS}
        />
        <div
          ref={listRef}
          id={LIST_ID}
          role="listbox"
          aria-label={texts.zoneListLabel}
          hidden={!expanded}
          // A press on the list keeps the focus in the field, so the field's blur does not close
          // the list before the choice is made.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-[min(20rem,60vh)] overflow-y-auto rounded-md border border-slate-300 bg-white shadow-lg"
        >
          {expanded &&
            (commonCount > 0 ? (
              <>
                <ul role="group" aria-labelledby={`${LIST_ID}-common`}>
                  {heading(`${LIST_ID}-common`, texts.zoneCommon)}
                  {results.slice(0, commonCount).map((choice, index) => option(choice, index))}
                </ul>
                <ul role="group" aria-labelledby={`${LIST_ID}-all`}>
                  {heading(`${LIST_ID}-all`, texts.zoneAll)}
                  {results.slice(commonCount).map((choice, index) => option(choice, commonCount + index))}
                </ul>
              </>
            ) : (
              <ul role="presentation">{results.map((choice, index) => option(choice, index))}</ul>
            ))}
        </div>
        {/* One live region: the number found, read out as the visitor types; shown when none is. */}
        <p
          role="status"
          className={
            open && searching && results.length === 0
              ? 'absolute inset-x-0 top-full z-30 mt-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-700 shadow-lg'
              : 'sr-only'
          }
        >
          {open && searching ? (results.length > 0 ? fillText(texts.zoneCount, { count: results.length }) : fillText(texts.zoneNone, { query: (query ?? '').trim() })) : ''}
        </p>
      </div>
    </div>
  );
}
