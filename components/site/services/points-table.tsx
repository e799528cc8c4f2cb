import { CircleCheck } from '@/components/ui/icons';
import { formatRequiredFunds } from '@/lib/services/fee';
import type { OpportunityCardFacts } from '@/lib/services/service';
import type { ServicesCopy } from './services-copy';

// The Opportunity Card points route and basic requirements (SPEC section 9), with the figures
// administrators keep current (/admin/services/opportunity-card).
export function PointsTable({ facts, copy }: { facts: OpportunityCardFacts; copy: ServicesCopy }) {
  const { t } = copy;
  return (
    <div className="mt-12 grid gap-8 lg:grid-cols-2">
      <div>
        <h3 className="text-xl font-semibold text-slate-900">{t('points.tableHeading')}</h3>
        <table className="mt-4 w-full border-collapse border border-slate-200 bg-white text-left">
          <caption className="pb-2 text-left text-sm text-slate-700">{t('points.caption')}</caption>
          <thead className="bg-brand-900 text-white">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('points.criteriaHeader')}
              </th>
              <th scope="col" className="w-24 px-4 py-3 text-right font-semibold">
                {t('points.pointsHeader')}
              </th>
            </tr>
          </thead>
          <tbody>
            {facts.points.map((row) => (
              <tr key={`${row.criterion}-${row.points}`} className="border-t border-slate-200">
                <th scope="row" className="px-4 py-3 font-normal text-slate-800">
                  {row.criterion}
                </th>
                <td className="px-4 py-3 text-right font-semibold whitespace-nowrap text-slate-900">{row.points}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-brand-700 bg-brand-50">
            <tr>
              <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
                {t('points.minimumLabel')}
              </th>
              <td className="px-4 py-3 text-right font-bold whitespace-nowrap text-brand-900">{t('points.minimumPoints', { points: facts.minimumPoints })}</td>
            </tr>
          </tfoot>
        </table>
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
