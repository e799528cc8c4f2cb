import { describe, expect, it } from 'vitest';
import { LEAD_LIMITS } from '@/lib/leads/lead-forms';
import { leadAttachmentSchema } from '@/lib/leads/lead-attachment';
import type { Checklist } from './checklist';
import { documentCheckEnquiry, type DocumentCheckTexts } from './document-check';

const TEXTS: DocumentCheckTexts = {
  heading: 'My document checklist: {title} ({ticked} of {total} ticked)',
  have: 'I have ({count}):',
  missing: 'Still missing ({count}):',
  more: '- … and {count} more',
  label: 'Your checklist is attached: {ticked} of {total} documents ticked',
  chatLine: 'Document checklist "{title}": {ticked} of {total} ticked',
};

const item = (id: string, title: string) => ({ id, title, explanation: '', forms: [] });
const CHECKLIST: Pick<Checklist, 'id' | 'title' | 'sections'> = {
  id: 'study-visa',
  title: 'Study visa',
  sections: [
    { id: 'identity', title: 'Identity', items: [item('passport', 'Valid passport'), item('photos', 'Biometric photos')] },
    { id: 'study', title: 'Study', items: [item('admission', 'Letter of admission')] },
  ],
};

describe('documentCheckEnquiry', () => {
  it('attaches the ticked and unticked ids in the checklist order, ignoring ids it does not have', () => {
    const { attachment } = documentCheckEnquiry(CHECKLIST, ['admission', 'passport', 'gone'], TEXTS);
    expect(attachment).toEqual({ kind: 'document-check', checklist: 'study-visa', ticked: ['passport', 'admission'], unticked: ['photos'] });
    expect(leadAttachmentSchema.safeParse(attachment).success).toBe(true);
  });

  it('writes a readable summary of what the visitor has and what is missing', () => {
    const result = documentCheckEnquiry(CHECKLIST, ['passport'], TEXTS);
    expect(result.summary).toBe(
      ['My document checklist: Study visa (1 of 3 ticked)', '', 'I have (1):', '- Valid passport', '', 'Still missing (2):', '- Biometric photos', '- Letter of admission'].join('\n'),
    );
    expect(result.label).toBe('Your checklist is attached: 1 of 3 documents ticked');
    expect(result.chatLine).toBe('Document checklist "Study visa": 1 of 3 ticked');
    expect(result.chatLine).not.toContain('\n');
  });

  it('leaves out a list that is empty', () => {
    const nothing = documentCheckEnquiry(CHECKLIST, [], TEXTS);
    expect(nothing.summary).not.toContain('I have');
    expect(nothing.attachment).toMatchObject({ ticked: [], unticked: ['passport', 'photos', 'admission'] });
    expect(documentCheckEnquiry(CHECKLIST, ['passport', 'photos', 'admission'], TEXTS).summary).not.toContain('Still missing');
  });

  it('keeps a long checklist within the message field, saying how many it left out', () => {
    const many = Array.from({ length: 200 }, (_, index) => item(`item-${index}`, `A document with a rather long name, number ${index}`));
    const long = { ...CHECKLIST, sections: [{ id: 'all', title: 'All', items: many }] };
    const result = documentCheckEnquiry(long, many.slice(0, 100).map((entry) => entry.id), TEXTS);
    expect(result.summary.length).toBeLessThan(LEAD_LIMITS.message / 1.5);
    expect(result.summary).toMatch(/- … and \d+ more\n\nStill missing \(100\):/);
    const listed = result.summary.split('Still missing')[0]!.match(/^- A document/gm)!.length;
    expect(result.summary).toContain(`- … and ${100 - listed} more`);
    expect(result.attachment).toMatchObject({ ticked: many.slice(0, 100).map((entry) => entry.id) });
  });
});
