import { CircleCheck } from '@/components/ui/icons';
import { OPPORTUNITY_CARD as CARD } from '@/lib/content/services';
import { formatRequiredFunds } from '@/lib/services/fee';
import type { OpportunityCardFacts } from '@/lib/services/service';

// The Opportunity Card points route and basic requirements (SPEC section 9), with the figures
// administrators keep current (/admin/services/opportunity-card).
export function PointsTable({ facts }: { facts: OpportunityCardFacts }) {
  return (
    <div className="mt-12 grid gap-8 lg:grid-cols-2">
      <div>
        <h3 className="text-xl font-semibold text-slate-900">{CARD.tableHeading}</h3>
        <table className="mt-4 w-full border-collapse border border-slate-200 bg-white text-left">
          <caption className="pb-2 text-left text-sm text-slate-700">{CARD.caption}</caption>
          <thead className="bg-brand-900 text-white">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {CARD.criteriaHeader}
              </th>
              <th scope="col" className="w-24 px-4 py-3 text-right font-semibold">
                {CARD.pointsHeader}
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
                {CARD.minimumLabel}
              </th>
              <td className="px-4 py-3 text-right font-bold whitespace-nowrap text-brand-900">{facts.minimumPoints} points</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div>
        <h3 className="text-xl font-semibold text-slate-900">{CARD.requirementsHeading}</h3>
        <ul className="mt-4 space-y-3">
          {facts.requirements.map((requirement) => (
            <li key={requirement} className="flex gap-3 text-slate-700">
              <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" />
              <span>{requirement}</span>
            </li>
          ))}
        </ul>
        <h4 className="mt-6 font-semibold text-slate-900">{CARD.fundsHeading}</h4>
        <p className="mt-1 text-slate-700" data-required-funds>
          {facts.requiredFunds ? formatRequiredFunds(facts.requiredFunds, CARD.fundsText) : CARD.fundsUnknown}
        </p>
        <p className="mt-6 font-medium text-slate-900">{CARD.legalBasis}</p>
        <p className="mt-2 text-sm text-slate-600">{CARD.note}</p>
      </div>
    </div>
  );
}
