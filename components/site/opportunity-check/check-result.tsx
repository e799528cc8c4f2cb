import { fillText } from '@/i18n/fill-text';
import type { Assessment, GateState } from '@/lib/opportunity-card/assess';
import { fundsText, rulesVersionText, totalText, type CheckTexts } from '@/lib/opportunity-card/result-text';
import { formatNumber } from '@/lib/time/format';
import type { DisplayLocale } from '@/i18n/locales';
import { NewsletterBox } from '../newsletter/newsletter-box';

type Props = { assessment: Assessment; texts: CheckTexts; locale: DisplayLocale; actions: React.ReactNode };

const GATE_LOOK: Record<GateState, string> = {
  passed: 'bg-emerald-50 text-emerald-800 border-emerald-300',
  failed: 'bg-red-50 text-red-800 border-red-300',
  unknown: 'bg-amber-50 text-amber-900 border-amber-300',
};

function Section({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section className="mt-8">
      <h3 className="text-lg font-semibold text-slate-900">{heading}</h3>
      {children}
    </section>
  );
}

// The computed result: verdict, route and total, the basic requirements, the points item by item,
// what is still open or could be gained, the funds, and always the notice that this is an
// estimate. The same on the server render (no JavaScript) and in the browser.
export function CheckResult({ assessment, texts, locale, actions }: Props) {
  const { rules, check } = texts;
  const points = (value: number) => formatNumber(value, {}, locale);
  const onPoints = assessment.route === 'points';
  return (
    <div>
      <h2 tabIndex={-1} data-check-focus="" className="text-2xl font-bold text-slate-900 focus:outline-none sm:text-3xl">
        {check.result.heading}
      </h2>
      <div className="mt-5 rounded-lg border border-brand-700 bg-brand-50 p-5" data-verdict={assessment.verdict}>
        <p className="text-xl font-semibold text-brand-900">{rules.verdicts[assessment.verdict]}</p>
        <p className="mt-2 text-slate-800">{rules.verdictExplanations[assessment.verdict]}</p>
        {onPoints && (
          <p className="mt-3 font-semibold text-slate-900" data-check-total>
            {check.result.totalHeading}: {totalText(assessment, texts, locale)}
          </p>
        )}
        <p className="mt-2 text-slate-700">
          {check.result.route}: {rules.routes[assessment.route]}
        </p>
      </div>

      <Section heading={check.result.gatesHeading}>
        <ul className="mt-3 space-y-2">
          {assessment.gates.map(({ gate, state }) => (
            <li key={gate} className="flex flex-col gap-1 rounded-md border border-slate-200 bg-white p-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
              <span className="text-slate-800">{rules.gates[gate]}</span>
              <span className={`self-start rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${GATE_LOOK[state]}`}>{rules.gateStates[state]}</span>
            </li>
          ))}
        </ul>
      </Section>

      {onPoints && (
        <Section heading={check.result.pointsHeading}>
          {assessment.items.length === 0 ? (
            <p className="mt-3 text-slate-700">{check.result.noPoints}</p>
          ) : (
            <table className="mt-3 w-full border-collapse border border-slate-200 bg-white text-left">
              <thead className="bg-slate-100">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold text-slate-900">
                    {check.result.criterion}
                  </th>
                  <th scope="col" className="w-20 px-3 py-2 text-right font-semibold text-slate-900">
                    {check.result.points}
                  </th>
                </tr>
              </thead>
              <tbody>
                {assessment.items.map((item) => (
                  <tr key={item.rule} className="border-t border-slate-200">
                    <th scope="row" className="px-3 py-2 font-normal text-slate-800">
                      {rules.rules[item.rule]}
                    </th>
                    <td className="px-3 py-2 text-right font-semibold text-slate-900">{points(item.points)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t-2 border-brand-700 bg-brand-50">
                <tr>
                  <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                    {check.result.totalHeading}
                  </th>
                  <td className="px-3 py-2 text-right font-bold text-brand-900">{points(assessment.total)}</td>
                </tr>
              </tfoot>
            </table>
          )}
        </Section>
      )}

      {assessment.open.length > 0 && (
        <Section heading={check.result.openHeading}>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
            {assessment.open.map((item) => (
              <li key={item.rule}>{fillText(rules.open, { rule: rules.rules[item.rule], points: points(item.points) })}</li>
            ))}
          </ul>
        </Section>
      )}

      {assessment.gains.length > 0 && (
        <Section heading={check.result.gainsHeading}>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
            {assessment.gains.map((item) => (
              <li key={item.rule}>{fillText(rules.gain, { rule: rules.rules[item.rule], points: points(item.points) })}</li>
            ))}
          </ul>
        </Section>
      )}

      <Section heading={check.result.fundsHeading}>
        <p className="mt-3 text-slate-800" data-check-funds>
          {fundsText(assessment.funds, texts, locale)}
        </p>
      </Section>

      <div className="mt-8">{actions}</div>

      <div className="mt-8 space-y-2 rounded-md border border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
        <p className="font-semibold text-slate-900" data-check-notice>
          {rules.notice}
        </p>
        <p>{rules.stricterReading}</p>
        <p>{rulesVersionText(assessment, texts, locale)}</p>
      </div>

      <NewsletterBox variant="compact" className="mt-8" />
    </div>
  );
}
