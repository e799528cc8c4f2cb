import { createTranslator, type Messages } from 'next-intl';
import type { Locale } from '@/i18n/locales';
import type { SiteConfig } from '@/lib/site';
import { formatBerlinMailTime } from '@/lib/time/berlin';
import type { EnquirySource } from '@/lib/enquiries/enquiry';
import type { LeadAttribution } from '@/lib/leads/lead-fields';
import type { DocumentCheckRecord, OpportunityCheckRecord } from '@/lib/enquiries/self-check';
import { describeOpportunityCheck, type RulesTexts } from '@/lib/enquiries/self-check-text';
import { closingLines, fieldLines, type MailContent } from '@/lib/server/mail/mail-text';

// The two e-mails every stored lead produces, as plain text. Pure: lead-mail.ts queues the result.

export type MailLead = {
  source: EnquirySource;
  fullName: string;
  email: string;
  phoneNumber?: string | null;
  message: string;
  serviceName?: string | null;
  city?: string | null;
  attribution?: Partial<Record<keyof LeadAttribution, string | null>> | null;
  submittedAt: Date;
  // Self-checks sent with the lead; the document titles in the mail's language.
  opportunityCheck?: OpportunityCheckRecord | null;
  documentCheck?: DocumentCheckRecord | null;
};

export type Firm = Pick<SiteConfig, 'name' | 'phone' | 'email' | 'url'>;

const ATTRIBUTION_LABELS: Record<keyof LeadAttribution, string> = {
  pagePath: 'Page',
  landingPage: 'Landing page',
  referrer: 'Referrer',
  utmSource: 'UTM source',
  utmMedium: 'UTM medium',
  utmCampaign: 'UTM campaign',
  utmTerm: 'UTM term',
  utmContent: 'UTM content',
};

// To the firm, with the lead as Reply-To so answering the e-mail answers the lead.
// `check`: the English words of the self-check block (selfCheckLines).
export function notificationMail(lead: MailLead, firm: Firm, adminTo: string, check?: SelfCheckTexts): MailContent {
  const service = lead.serviceName?.trim();
  const subject =
    lead.source === 'service' && service ? `New enquiry: ${service} – ${lead.fullName}` : `New contact message – ${lead.fullName}`;
  const origin = lead.source === 'service' ? 'the service enquiry dialog' : 'the contact form';
  const attribution = Object.entries(ATTRIBUTION_LABELS).map(
    ([key, label]): [string, string | null | undefined] => [label, lead.attribution?.[key as keyof LeadAttribution]],
  );
  const attributionLines = fieldLines(attribution);
  const text = [
    `A new lead arrived through ${origin} on the ${firm.name} website.`,
    '',
    ...fieldLines([
      ['Name', lead.fullName],
      ['E-mail', lead.email],
      ['Phone', lead.phoneNumber || 'not given'],
      ['City', lead.city],
      ['Service', service],
      ['Submitted', formatBerlinMailTime(lead.submittedAt)],
    ]),
    '',
    'Message:',
    lead.message,
    ...selfCheckLines(lead, check),
    ...(attributionLines.length ? ['', 'Where the lead came from:', ...attributionLines] : []),
    '',
    `Reply to this e-mail to answer ${lead.fullName} directly. All enquiries: ${firm.url}/admin/enquiries`,
  ].join('\n');
  return { to: adminTo, replyTo: lead.email, subject, text };
}

// The acknowledgement's words in one language (the LeadMail catalogue): a third language is a
// catalogue file, not code here. Pure, so the mail stays testable without a request.
export type AcknowledgementTexts = (key: keyof Messages['LeadMail'], values?: Record<string, string | number>) => string;

// The words of a mail's self-check block: the LeadMail and OpportunityRules catalogues of one language.
export type SelfCheckTexts = { locale: Locale; mail: AcknowledgementTexts; rules: RulesTexts };

const bullets = (lines: string[]) => lines.map((line) => `- ${line}`);

// The self-check sent with a lead, repeated in its mails: the Opportunity Card result (verdict,
// route, total against the minimum, the points, the requirements not met, what is still to be
// checked) with the notice that it is an estimate, or the documents not ticked yet. Only the
// firm's own words: the answers are option ids, the document titles come from the checklist.
// Empty without a self-check.
export function selfCheckLines(lead: MailLead, texts: SelfCheckTexts | undefined): string[] {
  if (!texts) return [];
  const { mail: t, rules, locale } = texts;
  const lines: string[] = [];
  if (lead.opportunityCheck) {
    const check = describeOpportunityCheck(lead.opportunityCheck, rules, locale);
    const notMet = check.gates.filter((gate) => gate.state === 'failed').map((gate) => gate.label);
    lines.push(
      '',
      t('checkHeading'),
      t('checkResult', { verdict: check.verdict }),
      t('checkRoute', { route: check.route }),
      ...(check.total ? [t('checkTotal', { total: check.total })] : []),
      ...(check.items.length ? [t('checkItems'), ...bullets(check.items.map((item) => t('checkItem', { rule: item.label, points: item.points })))] : []),
      ...(notMet.length ? [t('checkGatesNotMet'), ...bullets(notMet)] : []),
      ...(check.open.length ? [t('checkOpen'), ...bullets(check.open)] : []),
      rules('notice'),
    );
  }
  if (lead.documentCheck) {
    const missing = lead.documentCheck.items.filter((item) => !item.ticked).map((item) => item.title);
    lines.push(
      '',
      t('documentsHeading', { title: lead.documentCheck.title }),
      ...(missing.length ? [t('documentsMissing'), ...bullets(missing)] : [t('documentsComplete')]),
    );
  }
  return lines;
}

export function acknowledgementTexts(locale: Locale, messages: Messages): AcknowledgementTexts {
  const t = createTranslator({ locale, messages, namespace: 'LeadMail' });
  return (key, values) => t(key, values);
}

// To the lead, in the language of the page the lead came from (`texts`). Holds only the firm's own
// words: anyone can type any address into the form, so nothing the visitor typed (name and message
// included) is echoed. A service enquiry names its service by `serviceTitle`: the firm's own title
// of the service the lead's name belongs to, in the mail's language (lead-mail.ts looks it up,
// serviceTitleIn); null for a name that is none of the firm's, which is kept for the team but
// never mailed out. `check`: the self-check block's words in the same language (selfCheckLines).
export function acknowledgementMail(lead: MailLead, firm: Firm, serviceTitle: string | null, t: AcknowledgementTexts, check?: SelfCheckTexts): MailContent {
  const service = lead.source === 'service' ? serviceTitle?.trim() || undefined : undefined;
  const subject = service ? t('subjectService', { service, firm: firm.name }) : t('subject', { firm: firm.name });
  const received = service ? t('receivedService', { service }) : lead.source === 'service' ? t('receivedEnquiry') : t('receivedMessage');
  const text = [
    t('greeting'),
    '',
    t('thanks', { received }),
    ...selfCheckLines(lead, check),
    '',
    t('urgent', { phone: firm.phone, email: firm.email }),
    '',
    ...closingLines(firm, t),
  ].join('\n');
  return { to: lead.email, replyTo: firm.email, subject, text };
}
