import { createTranslator, type Messages } from 'next-intl';
import { DISPLAY_LOCALES, type Locale } from '@/i18n/locales';
import { QUESTION_IDS } from '@/lib/opportunity-card/answers';
import type { GateId, GateState } from '@/lib/opportunity-card/assess';
import { formatDay, formatMoney } from '@/lib/time/format';
import type { OpportunityCheckRecord } from './self-check';

// A stored Opportunity Card check in words, from the OpportunityRules catalogue of one language:
// the lead's page reads it in English, the acknowledgement in the lead's language, the firm's
// notification in English. Pure, so the mails and the page show the same thing.

// The catalogue's keys are built from the rule, gate and question ids, which the typed translator
// cannot follow; i18n/messages.test.ts checks every key exists in every language.
export type RulesTexts = (key: string, values?: Record<string, string | number>) => string;

export function rulesTexts(locale: Locale, messages: Messages): RulesTexts {
  const t = createTranslator({ locale, messages, namespace: 'OpportunityRules' });
  return (key, values) => (t as unknown as RulesTexts)(key, values);
}

export type OpportunityCheckText = {
  route: string;
  verdict: string;
  // "5 of at least 6 points"; null on the skilled-worker route, which has no points.
  total: string | null;
  gates: { gate: GateId; label: string; state: GateState; stateText: string }[];
  items: { label: string; points: number }[];
  // "German at level B1: up to 2 more once checked"
  open: string[];
  answers: { question: string; answer: string }[];
  rulesVersion: string;
  funds: string;
};

export function describeOpportunityCheck(check: OpportunityCheckRecord, t: RulesTexts, locale: Locale): OpportunityCheckText {
  const display = DISPLAY_LOCALES[locale];
  const rule = (id: string) => t(`rules.${id}`);
  const answers = check.answers as Record<string, string | undefined>;
  return {
    route: t(`routes.${check.route}`),
    verdict: t(`verdicts.${check.verdict}`),
    total: check.route === 'points' ? t('total', { total: check.total, minimum: check.minimumPoints }) : null,
    gates: check.gates.map(({ gate, state }) => ({ gate, state, label: t(`gates.${gate}`), stateText: t(`gateStates.${state}`) })),
    items: check.items.map((item) => ({ label: rule(item.rule), points: item.points })),
    open: check.open.map((item) => t('open', { rule: rule(item.rule), points: item.points })),
    answers: QUESTION_IDS.flatMap((question) => {
      const answer = answers[question];
      return answer ? [{ question: t(`questions.${question}.legend`), answer: t(`questions.${question}.options.${answer}`) }] : [];
    }),
    rulesVersion: t('rulesVersion', { date: formatDay(check.rulesVersion, 'long', display) }),
    funds: check.funds
      ? t('funds', {
          perMonth: formatMoney(check.funds.amount, display),
          perYear: formatMoney(check.funds.amount * 12, display),
          date: formatDay(check.funds.validFrom, 'long', display),
        })
      : t('fundsUnavailable'),
  };
}
