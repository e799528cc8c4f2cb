'use client';

import { useEffect, useMemo, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ArrowRight } from '@/components/ui/icons';
import { fillText } from '@/i18n/fill-text';
import type { Checklist } from '@/lib/checklists/checklist';
import { documentCheckEnquiry } from '@/lib/checklists/document-check';
import { parseTicks, serializeTicks, tickStorageKey } from '@/lib/checklists/tick-storage';
import { useOpenEnquiry } from '../services/enquiry-context';
import type { ChecklistBoardTexts } from './checklist-texts';

function readTicks(checklistId: string, itemIds: readonly string[]): string[] {
  try {
    return parseTicks(window.localStorage.getItem(tickStorageKey(checklistId)), itemIds);
  } catch {
    return []; // storage blocked: the ticks last as long as the page
  }
}

function storeTicks(checklistId: string, ticked: readonly string[]) {
  try {
    const key = tickStorageKey(checklistId);
    if (ticked.length) window.localStorage.setItem(key, serializeTicks(ticked));
    else window.localStorage.removeItem(key);
  } catch {
    // storage blocked: nothing to remember them in
  }
}

type Props = {
  checklist: Pick<Checklist, 'id' | 'title' | 'sections'>;
  // The name the enquiry carries: the linked service's, else the checklist's English title.
  serviceName: string;
  texts: ChecklistBoardTexts;
};

// The checklist's sections with a checkbox per document, the count of ticked ones, printing,
// clearing, and sending the ticks as an enquiry. Ticks are remembered in this browser only; the
// server renders the boxes unticked (the page is cached and the same for everyone), and without
// JavaScript they still tick, for the page's lifetime.
export function ChecklistBoard({ checklist, serviceName, texts }: Props) {
  const itemIds = useMemo(() => checklist.sections.flatMap((section) => section.items.map((item) => item.id)), [checklist]);
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const openEnquiry = useOpenEnquiry();

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the stored ticks exist only in the browser
    setTicked(readTicks(checklist.id, itemIds));
  }, [checklist.id, itemIds]);

  const update = (next: ReadonlySet<string>) => {
    const inOrder = itemIds.filter((id) => next.has(id));
    setTicked(inOrder);
    storeTicks(checklist.id, inOrder);
  };
  const toggle = (id: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    update(next);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14 print:max-w-none print:p-0">
      <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between print:border-0 print:p-0">
        <div>
          <p role="status" className="font-semibold text-slate-900 print:text-black">
            {fillText(texts.progress, { ticked: ticked.length, total: itemIds.length })}
          </p>
          <p className="mt-1 text-sm text-slate-600 print:hidden">{texts.privacy}</p>
        </div>
        <div className="flex flex-wrap gap-3 print:hidden">
          <button type="button" onClick={() => window.print()} className={buttonClass('secondary', 'sm')}>
            {texts.print}
          </button>
          <button type="button" onClick={() => update(new Set())} className={buttonClass('secondary', 'sm')}>
            {texts.clear}
          </button>
        </div>
      </div>

      {checklist.sections.map((section) => (
        <section key={section.id} aria-labelledby={`section-${section.id}`} className="mt-10 print:mt-6">
          <h2 id={`section-${section.id}`} className="text-xl font-bold text-slate-900 sm:text-2xl print:text-black">
            {section.title}
          </h2>
          <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
            {section.items.map((item) => (
              <li key={item.id} className="py-4 break-inside-avoid">
                <Checkbox id={`item-${item.id}`} label={item.title} hint={item.explanation} checked={ticked.includes(item.id)} onChange={(on) => toggle(item.id, on)} />
                {item.forms.length > 0 && (
                  <div className="mt-2 ml-8 flex flex-wrap items-center gap-2 text-sm">
                    <span id={`forms-${item.id}`} className="text-slate-600 print:text-black">
                      {texts.formsLabel}:
                    </span>
                    <ul aria-labelledby={`forms-${item.id}`} className="flex flex-wrap gap-2">
                      {item.forms.map((form) => (
                        <li key={form} className="rounded-full border border-slate-300 bg-slate-50 px-2.5 py-0.5 font-medium text-slate-800 print:border-black print:bg-white print:text-black">
                          {texts.forms[form]}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}

      <div className="mt-10 rounded-lg bg-brand-50 p-5 print:hidden">
        <p className="text-slate-800">{texts.sendHint}</p>
        <button
          type="button"
          onClick={(event) => openEnquiry(serviceName, event.currentTarget, documentCheckEnquiry(checklist, ticked, texts.enquiry))}
          className={`${buttonClass('primary', 'lg')} mt-4 w-full sm:w-auto`}
        >
          {texts.send}
          <ArrowRight aria-hidden="true" className="h-5 w-5 shrink-0" />
        </button>
      </div>
    </div>
  );
}
