import { CircleCheck } from '@/components/ui/icons';
import { CURRENT_RULES } from '@/lib/opportunity-card/rules';
import { formatRequiredFunds } from '@/lib/services/fee';
import { pointsTableModel } from '@/lib/services/points-table';
import type { OpportunityCardFacts } from '@/lib/services/service';
import { formatDay } from '@/lib/time/format';
import type { ServicesCopy } from './services-copy';

const CELL = 'px-3 py-3 align-top sm:px-4';

// The Opportunity Card points route and basic requirements (SPEC section 9). The table is built
// from the rules the points check computes with (lib/services/points-table.ts), in the words of
// the OpportunityRules catalogue: a heading row per group (the specification's rows), the law's
// rows under it. The requirements and the funds are what administrators keep current
// (/admin/services/opportunity-card).
export function PointsTable({ facts, copy }: { facts: OpportunityCardFacts; copy: ServicesCopy }) {
  const { t, rules } = copy;
  const table = pointsTableModel(CURRENT_RULES);
  return (
    <div className="mt-12 grid gap-8 lg:grid-cols-2">
      <div className="min-w-0">
        <h3 className="text-xl font-semibold text-slate-900">{t('points.tableHeading')}</h3>
        <table className="mt-4 w-full border-collapse border border-slate-200 bg-white text-left hyphens-auto" data-points-table>
          <caption className="pb-2 text-left text-sm text-slate-700">{t('points.caption')}</caption>
          <thead className="bg-brand-900 text-white">
            <tr>
              <th scope="col" className={`${CELL} font-semibold`}>
                {t('points.criteriaHeader')}
              </th>
              <th scope="col" className={`${CELL} w-20 text-right font-semibold`}>
                {t('points.pointsHeader')}
              </th>
            </tr>
          </thead>
          {table.groups.map(({ group, rows }) => (
            <tbody key={group} className="border-t border-slate-200">
              <tr className="bg-slate-50">
                <th scope="rowgroup" colSpan={2} className={`${CELL} font-semibold text-slate-900`}>
                  {rules(`groups.${group}`)}
                </th>
              </tr>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-slate-100">
                  <th scope="row" className={`${CELL} font-normal text-slate-800`}>
                    {rules(`rules.${row.id}`)}
                  </th>
                  <td className={`${CELL} text-right font-semibold whitespace-nowrap text-slate-900`}>{row.points}</td>
                </tr>
              ))}
            </tbody>
          ))}
          <tfoot className="border-t-2 border-brand-700 bg-brand-50">
            <tr>
              <th scope="row" className={`${CELL} font-semibold text-slate-900`}>
                {t('points.minimumLabel')}
              </th>
              <td className={`${CELL} text-right font-bold whitespace-nowrap text-brand-900`}>{t('points.minimumPoints', { points: table.minimumPoints })}</td>
            </tr>
          </tfoot>
        </table>
        <p className="mt-2 text-sm text-slate-600">{rules('rulesVersion', { date: formatDay(table.version, 'long', copy.dateLocale) })}</p>
      </div>
      <div>
        <h3 className="text-xl font-semibold text-slate-900">{t('points.requirementsHeading')}</h3>
        <ul className="mt-4 space-y-3">
          {facts.requirements.map((requirement) => (
            <li key={requirement} className="flex gap-3 text-slate-700">
              <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
              <span>{requirement}</span>
            </li>
          ))}
        </ul>
        <h4 className="mt-6 font-semibold text-slate-900">{t('points.fundsHeading')}</h4>
        <p className="mt-1 text-slate-700" data-required-funds>
          {facts.requiredFunds ? formatRequiredFunds(facts.requiredFunds, t.raw('points.fundsText') as string, copy.dateLocale) : t('points.fundsUnknown')}
        </p>
        <p className="mt-6 font-medium text-slate-900">{t('points.legalBasis')}</p>
        <p className="mt-2 text-sm text-slate-600">{t('points.note')}</p>
      </div>
    </div>
  );
}
