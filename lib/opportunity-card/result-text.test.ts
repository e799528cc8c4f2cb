import { describe, expect, it } from 'vitest';
import rulesDe from '@/messages/de/OpportunityRules.json';
import checkDe from '@/messages/de/OpportunityCheck.json';
import rules from '@/messages/en/OpportunityRules.json';
import check from '@/messages/en/OpportunityCheck.json';
import { assessOpportunityCard } from './assess';
import { fundsText, resultChatLine, resultSummary, rulesVersionText } from './result-text';

const TEXTS = { rules, check };
const FUNDS = { amount: 1091, validFrom: '2025-01-01' };

// German B1 (2), under 35 (2), 5 of 7 years (3): 7 points, English below B2 with German passing the
// language gate, funds unknown.
const answers = {
  qualification: 'foreign-degree',
  recognition: 'not-yet',
  shortageOccupation: 'no',
  experience: 'five-of-seven',
  german: 'b1',
  english: 'below-b2',
  age: 'under-35',
  previousStay: 'none',
  partner: 'no',
  funds: 'unknown',
} as const;

describe('resultSummary', () => {
  it('lists the verdict, route, total, each point item and the requirements still to check, one per line', () => {
    const assessment = assessOpportunityCard(answers, FUNDS);
    expect(resultSummary(assessment, TEXTS, 'en-GB').split('\n')).toEqual([
      'My Opportunity Card points check',
      'Result: We need to check a few points',
      'Route: Points route',
      'Points: 7 of at least 6 points',
      'Points from my answers:',
      '- German at level B1: 2',
      '- At least 5 years of professional experience in your field within the last 7 years: 3',
      '- Age under 35: 2',
      'To be checked:',
      '- Enough money to support yourself while you look for work',
    ]);
  });

  it('names the requirements not met, and says so when no answer earns points', () => {
    const assessment = assessOpportunityCard({ ...answers, german: 'none', experience: 'less', age: '40-or-older', funds: 'yes' }, FUNDS);
    const lines = resultSummary(assessment, TEXTS, 'en-GB').split('\n');
    expect(lines).toContain('Result: You do not qualify yet');
    expect(lines).toContain('No points from my answers yet.');
    expect(lines.slice(-2)).toEqual(['Requirements not met:', '- German at level A1 or English at level B2']);
  });

  it('on the skilled-worker route has no points lines, and is written in the page language', () => {
    const assessment = assessOpportunityCard({ qualification: 'german-or-recognised', funds: 'yes' }, FUNDS);
    expect(resultSummary(assessment, { rules: rulesDe, check: checkDe }, 'de-DE').split('\n')).toEqual([
      'Mein Punkte-Check für die Chancenkarte',
      'Ergebnis: Sie erfüllen die Voraussetzungen voraussichtlich',
      'Weg: Fachkräfte-Weg (Abschluss in Deutschland erworben oder anerkannt)',
    ]);
  });
});

describe('the result lines', () => {
  const assessment = assessOpportunityCard(answers, FUNDS);

  it('the chat line names verdict, total and route', () => {
    expect(resultChatLine(assessment, TEXTS, 'en-GB')).toBe('Opportunity Card check: We need to check a few points, points: 7 (Points route)');
  });

  it('the funds per month and per year with their date, in the page language, or the notice that they are unavailable', () => {
    expect(fundsText(FUNDS, TEXTS, 'en-GB')).toBe('Funds needed: €1,091 per month, €13,092 for a year (figure valid from 1 January 2025)');
    expect(fundsText(FUNDS, { rules: rulesDe, check: checkDe }, 'de-DE')).toBe(
      'Benötigte Mittel: 1.091\u00a0€ pro Monat, 13.092\u00a0€ für ein Jahr (Betrag gültig ab 1. Januar 2025)',
    );
    expect(fundsText(null, TEXTS, 'en-GB')).toBe(rules.fundsUnavailable);
  });

  it('the rules version as a date', () => {
    expect(rulesVersionText(assessment, TEXTS, 'en-GB')).toBe('Rules in force since 1 June 2024');
  });
});
