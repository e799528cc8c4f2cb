'use client';

import { Plus } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { SERVICES_ADMIN_COPY as COPY } from '@/lib/content/services-admin';
import { SERVICE_LIMITS } from '@/lib/validation/service';
import { moved, nextKey, type CardState } from './form-state';
import { ListItem } from './list-item';
import { TextField } from './text-field';

type Props = {
  card: CardState;
  onChange: (card: CardState, changedShape?: 'points' | 'requirements') => void;
  errorsAt: (path: string) => string[] | undefined;
  focus: (id: string) => void;
};

const ROW_ADD = 'points-add';
const REQUIREMENT_ADD = 'requirements-add';
const at = (path: string) => `opportunityCard.${path}`;

// The Opportunity Card's points table (with the minimum score), its requirements and the funds
// an applicant must show, with the day that amount applies from.
export function OpportunityCardEditor({ card, onChange, errorsAt, focus }: Props) {
  const listError = (path: string) => errorsAt(at(path)) && <p className="text-sm text-red-700">{errorsAt(at(path))!.join(' ')}</p>;
  const setRow = (index: number, change: Partial<CardState['points'][number]>) =>
    onChange({ ...card, points: card.points.map((row, position) => (position === index ? { ...row, ...change } : row)) });
  const setRequirement = (index: number, text: string) =>
    onChange({ ...card, requirements: card.requirements.map((item, position) => (position === index ? { ...item, text } : item)) });

  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <h3 className="text-lg font-semibold text-slate-900">{COPY.cardHeadings.points}</h3>
        {listError('points')}
        <ol className="space-y-4">
          {card.points.map((row, index) => {
            const id = `points-${row.key}`;
            return (
              <li key={row.key}>
                <ListItem
                  id={id}
                  legend={`${COPY.item.row} ${index + 1}`}
                  index={index}
                  count={card.points.length}
                  minimum={SERVICE_LIMITS.points.min}
                  onMove={(by) => onChange({ ...card, points: moved(card.points, index, by) }, 'points')}
                  onRemove={() => onChange({ ...card, points: card.points.filter((_, position) => position !== index) }, 'points')}
                  focus={focus}
                  addId={ROW_ADD}
                >
                  <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
                    <TextField
                      id={`${id}-criterion`}
                      label={COPY.labels.criterion}
                      value={row.criterion}
                      required
                      maxLength={SERVICE_LIMITS.criterion.max}
                      onChange={(criterion) => setRow(index, { criterion })}
                      errors={errorsAt(at(`points.${index}.criterion`))}
                    />
                    <TextField
                      id={`${id}-points`}
                      label={COPY.labels.points}
                      hint={COPY.hints.points}
                      value={row.points}
                      required
                      maxLength={7}
                      onChange={(points) => setRow(index, { points })}
                      errors={errorsAt(at(`points.${index}.points`))}
                    />
                  </div>
                </ListItem>
              </li>
            );
          })}
        </ol>
        <button
          id={ROW_ADD}
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={card.points.length >= SERVICE_LIMITS.points.max}
          onClick={() => {
            const key = nextKey();
            onChange({ ...card, points: [...card.points, { key, criterion: '', points: '' }] }, 'points');
            focus(`points-${key}-criterion`);
          }}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          {COPY.add.row}
        </button>
        <div className="max-w-xs">
          <TextField
            id="minimum-points"
            label={COPY.labels.minimumPoints}
            value={card.minimumPoints}
            inputMode="numeric"
            required
            onChange={(minimumPoints) => onChange({ ...card, minimumPoints })}
            errors={errorsAt(at('minimumPoints'))}
          />
        </div>
      </div>

      <div className="space-y-4">
        <h3 className="text-lg font-semibold text-slate-900">{COPY.cardHeadings.requirements}</h3>
        {listError('requirements')}
        <ol className="space-y-4">
          {card.requirements.map((item, index) => {
            const id = `requirement-${item.key}`;
            return (
              <li key={item.key}>
                <ListItem
                  id={id}
                  legend={`${COPY.item.requirement} ${index + 1}`}
                  index={index}
                  count={card.requirements.length}
                  minimum={SERVICE_LIMITS.requirements.min}
                  onMove={(by) => onChange({ ...card, requirements: moved(card.requirements, index, by) }, 'requirements')}
                  onRemove={() => onChange({ ...card, requirements: card.requirements.filter((_, position) => position !== index) }, 'requirements')}
                  focus={focus}
                  addId={REQUIREMENT_ADD}
                >
                  <TextField
                    id={`${id}-text`}
                    label={COPY.labels.requirement}
                    value={item.text}
                    rows={2}
                    required
                    maxLength={SERVICE_LIMITS.requirement.max}
                    onChange={(text) => setRequirement(index, text)}
                    errors={errorsAt(at(`requirements.${index}`))}
                  />
                </ListItem>
              </li>
            );
          })}
        </ol>
        <button
          id={REQUIREMENT_ADD}
          type="button"
          className={buttonClass('outline', 'sm')}
          disabled={card.requirements.length >= SERVICE_LIMITS.requirements.max}
          onClick={() => {
            const key = nextKey();
            onChange({ ...card, requirements: [...card.requirements, { key, text: '' }] }, 'requirements');
            focus(`requirement-${key}-text`);
          }}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          {COPY.add.requirement}
        </button>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="funds-amount"
          label={COPY.labels.fundsAmount}
          hint={COPY.hints.amount}
          value={card.fundsAmount}
          inputMode="decimal"
          required
          onChange={(fundsAmount) => onChange({ ...card, fundsAmount })}
          errors={errorsAt(at('requiredFunds.amount'))}
        />
        <TextField
          id="funds-valid-from"
          type="date"
          label={COPY.labels.fundsValidFrom}
          hint={COPY.hints.fundsValidFrom}
          value={card.fundsValidFrom}
          required
          onChange={(fundsValidFrom) => onChange({ ...card, fundsValidFrom })}
          errors={errorsAt(at('requiredFunds.validFrom'))}
        />
      </div>
    </div>
  );
}
