import 'server-only';
import { pickChecklist } from '@/lib/checklists/checklist';
import type { DocumentCheckRecord, OpportunityCheckRecord } from '@/lib/enquiries/self-check';
import type { LeadAttachment } from '@/lib/leads/lead-attachment';
import { assessOpportunityCard, type FundsFigure } from '@/lib/opportunity-card/assess';
import { checklistById } from '@/lib/server/checklists/queries';
import { DomainError } from '@/lib/server/errors';
import { readServiceRecord } from '@/lib/server/services/store';
import type { Locale } from '@/i18n/locales';

// What a lead stores of the self-check block it came with. Nothing of the block is trusted but
// the visitor's answers and ticks: the result is computed here, from the rules in force and the
// administrators' funds figure now; the checklist's items are read from the checklist.

export type SelfCheckBlocks = { opportunityCheck?: OpportunityCheckRecord; documentCheck?: DocumentCheckRecord };

// The Opportunity Card service's funds setting as the administrators saved it.
async function currentFunds(): Promise<FundsFigure> {
  const funds = (await readServiceRecord('opportunity-card')).opportunityCard?.requiredFunds;
  return funds ? { amount: funds.amount, validFrom: funds.validFrom } : null;
}

function refused(field: string, message: string): DomainError {
  return new DomainError('invalid', 'Validation failed', { [field]: [message] });
}

async function documentCheck(block: Extract<LeadAttachment, { kind: 'document-check' }>): Promise<DocumentCheckRecord> {
  const record = await checklistById(block.checklist);
  if (!record) throw refused('attachment.checklist', 'This checklist does not exist');
  const checklist = pickChecklist(record, 'en');
  const items = checklist.sections.flatMap((section) => section.items);
  const known = new Set(items.map((item) => item.id));
  const unknown = [...block.ticked, ...block.unticked].filter((id) => !known.has(id));
  if (unknown.length) throw refused('attachment.items', `These items are not on the checklist: ${unknown.join(', ')}`);
  const ticked = new Set(block.ticked);
  const overlap = block.unticked.filter((id) => ticked.has(id));
  if (overlap.length) throw refused('attachment.items', `These items are both ticked and not ticked: ${overlap.join(', ')}`);
  return {
    checklist: checklist.id,
    title: checklist.title,
    checkedOn: checklist.checkedOn,
    items: items.map((item) => ({ id: item.id, title: item.title, ticked: ticked.has(item.id) })),
  };
}

// The blocks to store with a lead; refuses (DomainError 'invalid', answered 400) an unknown
// checklist or item.
export async function selfCheckBlocks(block: LeadAttachment | undefined, now = new Date()): Promise<SelfCheckBlocks> {
  if (!block) return {};
  if (block.kind === 'document-check') return { documentCheck: await documentCheck(block) };
  const assessment = assessOpportunityCard(block.answers, await currentFunds());
  return { opportunityCheck: { ...assessment, answers: block.answers, computedAt: now.toISOString() } };
}

// The blocks of a stored lead as read back (a lean row or a document's toObject()). selfCheckBlocks
// wrote them, so their shape is known; only the date comes back as a Date.
export function storedSelfChecks(row: { opportunityCheck?: unknown; documentCheck?: unknown }): SelfCheckBlocks {
  const opportunity = row.opportunityCheck as (Omit<OpportunityCheckRecord, 'computedAt'> & { computedAt: Date | string }) | null | undefined;
  const documents = row.documentCheck as DocumentCheckRecord | null | undefined;
  return {
    // An anonymised lead keeps the result without the answers and what was worked out from them.
    ...(opportunity
      ? {
          opportunityCheck: {
            ...opportunity,
            answers: opportunity.answers ?? {},
            items: opportunity.items ?? [],
            gates: opportunity.gates ?? [],
            open: opportunity.open ?? [],
            gains: opportunity.gains ?? [],
            computedAt: new Date(opportunity.computedAt).toISOString(),
          },
        }
      : {}),
    ...(documents ? { documentCheck: { ...documents, items: documents.items ?? [] } } : {}),
  };
}

// A stored document check with the titles in the visitor's language, as the checklist has them now
// (the stored English ones for a checklist or an item that is gone).
export async function documentCheckIn(check: DocumentCheckRecord, locale: Locale): Promise<DocumentCheckRecord> {
  const record = await checklistById(check.checklist);
  if (!record) return check;
  const checklist = pickChecklist(record, locale);
  const titles = new Map(checklist.sections.flatMap((section) => section.items).map((item) => [item.id, item.title]));
  return { ...check, title: checklist.title, items: check.items.map((item) => ({ ...item, title: titles.get(item.id) ?? item.title })) };
}
