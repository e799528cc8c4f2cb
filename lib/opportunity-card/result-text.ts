import type { Messages } from 'next-intl';
import { fillText } from '@/i18n/fill-text';
import { formatDay, formatMoney, formatNumber } from '@/lib/time/format';
import type { DisplayLocale } from '@/i18n/locales';
import type { Assessment, FundsFigure } from './assess';

// The words of the check page (its client component gets them as a prop, not the catalogue):
// the rules' words and the page's own.
export type CheckTexts = { rules: Messages['OpportunityRules']; check: Messages['OpportunityCheck'] };

// A month of funds times twelve: the card is granted for up to a year (§ 20a Abs. 1 AufenthG).
const MONTHS_A_YEAR = 12;

export function totalText(assessment: Assessment, texts: CheckTexts, locale: DisplayLocale): string {
  return fillText(texts.rules.total, { total: formatNumber(assessment.total, {}, locale), minimum: formatNumber(assessment.minimumPoints, {}, locale) });
}

export function fundsText(funds: FundsFigure, texts: CheckTexts, locale: DisplayLocale): string {
  if (!funds) return texts.rules.fundsUnavailable;
  return fillText(texts.rules.funds, {
    perMonth: formatMoney(funds.amount, locale),
    perYear: formatMoney(funds.amount * MONTHS_A_YEAR, locale),
    date: formatDay(funds.validFrom, 'long', locale),
  });
}

export function rulesVersionText(assessment: Assessment, texts: CheckTexts, locale: DisplayLocale): string {
  return fillText(texts.rules.rulesVersion, { date: formatDay(assessment.rulesVersion, 'long', locale) });
}

// The one line a WhatsApp chat adds: "Opportunity Card check: You are likely to qualify, points: 7 (Points route)".
export function resultChatLine(assessment: Assessment, texts: CheckTexts, locale: DisplayLocale): string {
  return fillText(texts.rules.summaryLine, {
    verdict: texts.rules.verdicts[assessment.verdict],
    total: formatNumber(assessment.total, {}, locale),
    route: texts.rules.routes[assessment.route],
  });
}

// The readable result the enquiry's message starts with (the visitor may edit it; the firm
// recomputes the result from the attached answers): verdict, route, total, each point item, and
// the requirements not met or still to check.
export function resultSummary(assessment: Assessment, texts: CheckTexts, locale: DisplayLocale): string {
  const { rules, check } = texts;
  const points = (value: number) => formatNumber(value, {}, locale);
  const lines = [
    check.enquiry.summaryHeading,
    fillText(check.enquiry.verdict, { verdict: rules.verdicts[assessment.verdict] }),
    `${check.result.route}: ${rules.routes[assessment.route]}`,
  ];
  if (assessment.route === 'points') {
    lines.push(fillText(check.enquiry.total, { total: totalText(assessment, texts, locale) }));
    if (assessment.items.length === 0) lines.push(check.enquiry.noItems);
    else lines.push(check.enquiry.items, ...assessment.items.map((item) => `- ${rules.rules[item.rule]}: ${points(item.points)}`));
  }
  const gates = (state: 'failed' | 'unknown') => assessment.gates.filter((gate) => gate.state === state).map((gate) => `- ${rules.gates[gate.gate]}`);
  const failed = gates('failed');
  if (failed.length > 0) lines.push(check.enquiry.gatesNotMet, ...failed);
  const unknown = gates('unknown');
  if (unknown.length > 0) lines.push(check.enquiry.toCheck, ...unknown);
  return lines.join('\n');
}
