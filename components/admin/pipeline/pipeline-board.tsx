'use client';

import Link from 'next/link';
import { startTransition, useCallback, useEffect, useRef, useState, useSyncExternalStore, type DragEvent, type KeyboardEvent } from 'react';
import { StageMoveForm } from '@/components/admin/shared/stage-move-form';
import { UNREACHABLE } from '@/components/admin/shared/posted-form';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import type { FormAction, FormState } from '@/lib/actions/form-state';
import type { BoardCard, BoardColumn } from '@/lib/pipeline/board';
import { ageInStage } from '@/lib/pipeline/age';
import type { Stage } from '@/lib/pipeline/stages';

type Props = {
  columns: BoardColumn[];
  // When the page was read (ISO): the cards' ages, the same on the server and in the browser.
  now: string;
  move: FormAction<string>;
};

const noSubscribe = () => () => {};
// False in the server's HTML and before hydration: without scripts a phone shows every column
// one under another, since tabs need scripts to switch.
const useScripted = () => useSyncExternalStore(noSubscribe, () => true, () => false);

const DRAG_TYPE = 'application/x-lead-id';

// The board: a column per stage with its full count and its longest-waiting cards. A card moves
// by drag and drop onto another column, or by its "Move to" form (keyboard, screen reader, no
// scripts). Each move's answer is said in one live region. Below the md breakpoint (phones) the
// columns are tabs, one column at a time.
export function PipelineBoard({ columns, now, move }: Props) {
  const scripted = useScripted();
  const [answer, setAnswer] = useState<FormState<string> | null>(null);
  const [selected, setSelected] = useState(columns[0]?.stage.id ?? '');
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  // The card just moved, to be focused once it shows in its new column (its form, which had the
  // focus, left the old one with it).
  const [focusTarget, setFocusTarget] = useState<{ id: string; stageId: string } | null>(null);
  const tabs = useRef<Map<string, HTMLButtonElement>>(new Map());
  const at = new Date(now);
  const stages = columns.map((column) => column.stage);
  const current = columns.some((column) => column.stage.id === selected) ? selected : (columns[0]?.stage.id ?? '');

  const onAnswer = useCallback((state: FormState<string>, sent: FormData) => {
    setAnswer(state);
    const [id, stageId] = [sent.get('id'), sent.get('stageId')];
    if (state.ok && typeof id === 'string' && typeof stageId === 'string') setFocusTarget({ id, stageId });
  }, []);
  const focused = useCallback(() => setFocusTarget(null), []);

  function drop(event: DragEvent<HTMLElement>, stage: Stage) {
    event.preventDefault();
    setDropTarget(null);
    const id = event.dataTransfer.getData(DRAG_TYPE);
    if (!id) return;
    const form = new FormData();
    form.set('id', id);
    form.set('stageId', stage.id);
    startTransition(async () => {
      const state = await move(null, form).catch(() => null);
      onAnswer(state ?? UNREACHABLE, form);
    });
  }

  // Arrow keys, Home and End move between the tabs (WAI-ARIA tabs, activated on focus).
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = columns.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const id = columns[next]!.stage.id;
    setSelected(id);
    tabs.current.get(id)?.focus();
  }

  return (
    <div className="space-y-4">
      <p role="status" className={`min-h-6 text-sm font-medium ${answer && !answer.ok ? 'text-red-700' : 'text-slate-800'}`}>
        {answer ? (answer.ok ? answer.data : answer.message) : ''}
      </p>
      {scripted && (
        <div role="tablist" aria-label="Stages" className="flex gap-1 overflow-x-auto border-b border-slate-300 md:hidden">
          {columns.map((column, index) => {
            const active = column.stage.id === current;
            return (
              <button
                key={column.stage.id}
                ref={(element) => {
                  if (element) tabs.current.set(column.stage.id, element);
                  else tabs.current.delete(column.stage.id);
                }}
                type="button"
                role="tab"
                id={`tab-${column.stage.id}`}
                aria-selected={active}
                aria-controls={`column-${column.stage.id}`}
                tabIndex={active ? 0 : -1}
                onClick={() => setSelected(column.stage.id)}
                onKeyDown={(event) => onTabKey(event, index)}
                className={`min-h-11 shrink-0 rounded-t-md px-3 py-2 text-sm font-semibold whitespace-nowrap ${FOCUS_RING} ${active ? 'border-b-2 border-brand-700 text-brand-900' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                {column.stage.name} <span className="font-normal">({column.count})</span>
              </button>
            );
          })}
        </div>
      )}
      <div className="flex flex-col gap-4 md:flex-row md:items-start md:overflow-x-auto md:pb-2">
        {columns.map((column) => {
          const hiddenOnPhone = scripted && column.stage.id !== current;
          return (
            <section
              key={column.stage.id}
              id={`column-${column.stage.id}`}
              aria-labelledby={scripted ? `tab-${column.stage.id}` : `column-${column.stage.id}-heading`}
              {...(scripted ? { role: 'tabpanel', tabIndex: -1 } : {})}
              onDragOver={(event) => {
                if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setDropTarget(column.stage.id);
              }}
              onDragLeave={() => setDropTarget((target) => (target === column.stage.id ? null : target))}
              onDrop={(event) => drop(event, column.stage)}
              data-stage={column.stage.id}
              className={`${hiddenOnPhone ? 'max-md:hidden' : ''} flex min-w-0 flex-col rounded-lg border bg-slate-50 p-3 md:w-72 md:shrink-0 ${dropTarget === column.stage.id ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'}`}
            >
              <h2 id={`column-${column.stage.id}-heading`} className="mb-2 flex items-baseline justify-between gap-2 font-bold text-slate-900">
                <span>{column.stage.name}</span>
                <span className="text-sm font-normal text-slate-700">{column.count === 1 ? '1 lead' : `${column.count} leads`}</span>
              </h2>
              {column.count > column.cards.length && (
                <p className="mb-2 text-xs text-slate-700">
                  The {column.cards.length} longest in this stage; use the filters to see others.
                </p>
              )}
              {column.cards.length === 0 ? (
                <p className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-700">No leads in this stage.</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {column.cards.map((card) => (
                    <LeadCard
                      key={card.id}
                      card={card}
                      stage={column.stage}
                      stages={stages}
                      age={ageInStage(card.since, at)}
                      move={move}
                      onAnswer={onAnswer}
                      focus={focusTarget?.id === card.id && focusTarget.stageId === column.stage.id}
                      onFocused={focused}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </div>
  );
}

type CardProps = {
  card: BoardCard;
  stage: Stage;
  stages: Stage[];
  age: string;
  move: FormAction<string>;
  onAnswer: (state: FormState<string>, sent: FormData) => void;
  // This card was just moved here: it takes the focus.
  focus: boolean;
  onFocused: () => void;
};

function LeadCard({ card, stage, stages, age, move, onAnswer, focus, onFocused }: CardProps) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!focus) return;
    link.current?.focus();
    onFocused();
  }, [focus, onFocused]);
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, card.id);
        event.dataTransfer.effectAllowed = 'move';
      }}
      data-lead={card.id}
      className="cursor-grab rounded-md border border-slate-200 bg-white p-3 shadow-sm active:cursor-grabbing"
    >
      <Link ref={link} href={`/admin/enquiries/${card.id}`} className={`font-semibold wrap-anywhere text-brand-700 underline ${FOCUS_RING}`}>
        {card.fullName}
      </Link>
      {card.sample && <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-950">Sample</span>}
      <p className="text-sm text-slate-700">{card.serviceName ?? 'No service'}</p>
      <p className="text-sm text-slate-700">
        {card.ownerName ?? 'Nobody owns it'} · <span title={`In ${stage.name} since ${card.since.slice(0, 10)}`}>{age === 'today' ? 'since today' : age}</span>
      </p>
      <div className="mt-2">
        <StageMoveForm leadId={card.id} leadName={card.fullName} stageId={stage.id} stages={stages} move={move} onAnswer={onAnswer} compact />
      </div>
    </li>
  );
}
