import type { ChecklistItemRecord, ChecklistRecord, DocumentForm } from './checklist';

// The sample checklists a fresh install starts with (`npm run seed` and `npm run dev` store them,
// marked as samples; during a database outage at start the public pages show these): what German
// missions and recognition bodies usually ask for, written carefully but never checked against one
// mission's current list. The firm reviews each against the list of the mission or body its
// clients deal with and sets its "checked on" date; until then the launch check lists it.

const text = (en: string, de: string) => ({ en, de });

function item(id: string, title: [string, string], explanation: [string, string], forms: DocumentForm[]): ChecklistItemRecord {
  return { id, title: text(...title), explanation: text(...explanation), forms };
}

// What every national (D) visa application needs, whatever its purpose.
const visaApplication = (formExplanation: [string, string]) => ({
  id: 'application',
  title: text('Application', 'Antrag'),
  items: [
    item('application-form', ['National visa application form', 'Antrag auf Erteilung eines nationalen Visums'], formExplanation, ['original']),
    item(
      'passport',
      ['Valid passport', 'Gültiger Reisepass'],
      [
        'Issued within the last ten years, valid for at least three months after the planned stay, with two blank pages; bring a copy of its data page.',
        'In den letzten zehn Jahren ausgestellt, mindestens drei Monate über den geplanten Aufenthalt hinaus gültig und mit zwei freien Seiten; bringen Sie eine Kopie der Datenseite mit.',
      ],
      ['original', 'copy'],
    ),
    item(
      'photos',
      ['Two biometric passport photos', 'Zwei biometrische Passfotos'],
      ['Recent, 35 × 45 mm, on a light background, as German passport photos are.', 'Aktuell, 35 × 45 mm, mit hellem Hintergrund, wie deutsche Passfotos.'],
      ['original'],
    ),
    item(
      'visa-fee',
      ['Visa fee', 'Visumgebühr'],
      [
        'Currently 75 euros for a national visa, paid at the mission in the local currency or as it says.',
        'Derzeit 75 Euro für ein nationales Visum, zu zahlen bei der Auslandsvertretung in Landeswährung oder wie dort angegeben.',
      ],
      ['original'],
    ),
  ],
});

const videx: [string, string] = [
  'Filled in online (Consular Services Portal or VIDEX), printed where the mission asks for paper, and signed.',
  'Online ausgefüllt (Auslandsportal oder VIDEX), ausgedruckt, wo die Vertretung Papier verlangt, und unterschrieben.',
];

const healthInsurance = (explanation: [string, string]) =>
  item('health-insurance', ['Health insurance', 'Krankenversicherung'], explanation, ['original', 'copy']);

const cv = item(
  'cv',
  ['CV', 'Lebenslauf'],
  ['In table form, in German or English, with no unexplained gaps, dated and signed.', 'In tabellarischer Form, auf Deutsch oder Englisch, ohne unerklärte Lücken, datiert und unterschrieben.'],
  ['original'],
);

const degreeCertificate = item(
  'degree-certificate',
  ['Degree certificate and transcript', 'Hochschulabschlusszeugnis und Fächerübersicht'],
  [
    'The certificate and the list of subjects and grades, each with a certified translation into German or English unless issued in one of them.',
    'Das Zeugnis und die Übersicht der Fächer und Noten, jeweils mit beglaubigter Übersetzung ins Deutsche oder Englische, sofern nicht in einer dieser Sprachen ausgestellt.',
  ],
  ['original', 'copy', 'certified-translation'],
);

const degreeRecognition = (explanation: [string, string]) =>
  item('degree-recognition', ['Recognition of the degree', 'Anerkennung des Abschlusses'], explanation, ['original', 'copy']);

const anabinOrZab: [string, string] = [
  'An anabin printout showing the university as H+ and the degree as equivalent, or the ZAB’s statement of comparability where anabin does not settle it.',
  'Ein anabin-Ausdruck, der die Hochschule als H+ und den Abschluss als entsprechend ausweist, oder die Zeugnisbewertung der ZAB, wo anabin das nicht klärt.',
];

export const DEFAULT_CHECKLISTS: readonly ChecklistRecord[] = [
  {
    id: 'study-visa',
    title: text('Student visa: document checklist', 'Visum zum Studium: Checkliste der Unterlagen'),
    summary: text(
      'The documents a German mission usually asks for with an application for a visa to study at a German university (§ 16b AufenthG).',
      'Die Unterlagen, die eine deutsche Auslandsvertretung für den Antrag auf ein Visum zum Studium an einer deutschen Hochschule (§ 16b AufenthG) üblicherweise verlangt.',
    ),
    service: 'university-admissions',
    sections: [
      visaApplication(videx),
      {
        id: 'study-place',
        title: text('Your place at university', 'Ihr Studienplatz'),
        items: [
          item(
            'admission-letter',
            ['Letter of admission', 'Zulassungsbescheid'],
            [
              'The university’s admission (or conditional admission, or a Studienkolleg place) for the coming semester.',
              'Die Zulassung der Hochschule (oder eine bedingte Zulassung oder ein Platz am Studienkolleg) für das kommende Semester.',
            ],
            ['original', 'copy'],
          ),
          item(
            'school-certificate',
            ['School-leaving certificate', 'Hochschulzugangsberechtigung'],
            [
              'The certificate that gives you access to university, with a certified translation.',
              'Das Zeugnis, das Ihnen den Hochschulzugang eröffnet, mit beglaubigter Übersetzung.',
            ],
            ['original', 'copy', 'certified-translation'],
          ),
          item(
            'previous-degree',
            ['Previous degree (for a master’s)', 'Bisheriger Abschluss (für einen Master)'],
            ['Your bachelor’s certificate and transcript, with a certified translation.', 'Ihr Bachelorzeugnis mit Fächerübersicht, mit beglaubigter Übersetzung.'],
            ['original', 'copy', 'certified-translation'],
          ),
          item(
            'language-certificate',
            ['Language certificate', 'Sprachnachweis'],
            [
              'The German (TestDaF, DSH, telc C1 Hochschule) or English (IELTS, TOEFL) certificate the course requires.',
              'Der Deutsch- (TestDaF, DSH, telc C1 Hochschule) oder Englischnachweis (IELTS, TOEFL), den der Studiengang verlangt.',
            ],
            ['original', 'copy'],
          ),
          item(
            'motivation',
            ['Letter of motivation and CV', 'Motivationsschreiben und Lebenslauf'],
            [
              'Why this course at this university, and your education so far in table form, both signed.',
              'Warum dieser Studiengang an dieser Hochschule, und Ihr bisheriger Werdegang in tabellarischer Form, beides unterschrieben.',
            ],
            ['original'],
          ),
        ],
      },
      {
        id: 'funds-insurance',
        title: text('Money and insurance', 'Finanzierung und Versicherung'),
        items: [
          item(
            'blocked-account',
            ['Proof of funds', 'Finanzierungsnachweis'],
            [
              'A blocked account holding the amount currently required for one year, a scholarship certificate, or a formal obligation (Verpflichtungserklärung) by someone in Germany.',
              'Ein Sperrkonto mit dem derzeit für ein Jahr verlangten Betrag, eine Stipendienbescheinigung oder eine Verpflichtungserklärung einer Person in Deutschland.',
            ],
            ['original', 'copy'],
          ),
          healthInsurance([
            'Travel health insurance from the day of entry until you enrol, then statutory student health insurance.',
            'Eine Reisekrankenversicherung vom Tag der Einreise bis zur Einschreibung, danach die gesetzliche studentische Krankenversicherung.',
          ]),
        ],
      },
    ],
    source: { name: text('Federal Foreign Office: visa for study purposes', 'Auswärtiges Amt: Visum zu Studienzwecken'), url: 'https://www.auswaertiges-amt.de/en/visa-service' },
    checkedOn: null,
    sample: true,
    updatedAt: null,
    updatedBy: null,
  },
  {
    id: 'opportunity-card',
    title: text('Opportunity Card: document checklist', 'Chancenkarte: Checkliste der Unterlagen'),
    summary: text(
      'The documents a German mission usually asks for with an application for an Opportunity Card to look for work in Germany (§ 20a AufenthG).',
      'Die Unterlagen, die eine deutsche Auslandsvertretung für den Antrag auf eine Chancenkarte zur Arbeitsuche in Deutschland (§ 20a AufenthG) üblicherweise verlangt.',
    ),
    service: 'opportunity-card',
    sections: [
      {
        ...visaApplication(videx),
        items: [
          ...visaApplication(videx).items,
          item(
            'points-sheet',
            ['Opportunity Card supplementary sheet', 'Zusatzblatt Chancenkarte'],
            [
              'The mission’s form on which you state the points you claim; each claim needs a document below.',
              'Das Formular der Vertretung, auf dem Sie die beanspruchten Punkte angeben; jede Angabe braucht einen Nachweis unten.',
            ],
            ['original'],
          ),
        ],
      },
      {
        id: 'qualification',
        title: text('Your qualification', 'Ihre Qualifikation'),
        items: [
          degreeCertificate,
          degreeRecognition([
            `${anabinOrZab[0]} A vocational qualification needs proof that the state where it was earned recognises it, or the German recognition notice.`,
            `${anabinOrZab[1]} Eine Berufsausbildung braucht den Nachweis der staatlichen Anerkennung im Ausbildungsland oder den deutschen Anerkennungsbescheid.`,
          ]),
        ],
      },
      {
        id: 'points',
        title: text('Proof of your points', 'Nachweise für Ihre Punkte'),
        items: [
          item(
            'language-certificates',
            ['Language certificates', 'Sprachzertifikate'],
            [
              'At least German A1 or English B2 from a recognised provider (Goethe-Institut, telc, ÖSD, TestDaF; IELTS, TOEFL, Cambridge); higher German levels earn points.',
              'Mindestens Deutsch A1 oder Englisch B2 eines anerkannten Anbieters (Goethe-Institut, telc, ÖSD, TestDaF; IELTS, TOEFL, Cambridge); höhere Deutschniveaus bringen Punkte.',
            ],
            ['original', 'copy'],
          ),
          item(
            'work-references',
            ['Employer references', 'Arbeitszeugnisse'],
            [
              'For each job after your qualification: position, duties, dates and weekly hours, on the employer’s letterhead.',
              'Für jede Stelle nach Ihrem Abschluss: Position, Aufgaben, Zeitraum und Wochenstunden, auf dem Briefkopf des Arbeitgebers.',
            ],
            ['original', 'copy', 'certified-translation'],
          ),
          cv,
          item(
            'previous-stays',
            ['Earlier stays in Germany', 'Frühere Aufenthalte in Deutschland'],
            [
              'Earlier visas or residence permits showing six months or more of lawful stay in the last five years (tourist stays do not count).',
              'Frühere Visa oder Aufenthaltstitel, die mindestens sechs Monate rechtmäßigen Aufenthalt in den letzten fünf Jahren belegen (touristische Aufenthalte zählen nicht).',
            ],
            ['copy'],
          ),
          item(
            'partner-documents',
            ['Your partner’s documents (joint application)', 'Unterlagen Ihres Partners (gemeinsamer Antrag)'],
            [
              'Your marriage certificate and your partner’s own qualification documents, if your partner applies with you.',
              'Ihre Heiratsurkunde und die eigenen Qualifikationsnachweise Ihres Partners, wenn er oder sie mit Ihnen beantragt.',
            ],
            ['original', 'copy', 'certified-translation'],
          ),
        ],
      },
      {
        id: 'funds-insurance',
        title: text('Money and insurance', 'Finanzierung und Versicherung'),
        items: [
          item(
            'proof-of-funds',
            ['Proof of funds', 'Finanzierungsnachweis'],
            [
              'A blocked account with the monthly amount for the length of the card, a formal obligation (Verpflichtungserklärung), or a contract for part-time work.',
              'Ein Sperrkonto mit dem monatlichen Betrag für die Dauer der Karte, eine Verpflichtungserklärung oder ein Vertrag über eine Teilzeitbeschäftigung.',
            ],
            ['original', 'copy'],
          ),
          healthInsurance([
            'Cover valid in Germany from the day of entry for the whole stay.',
            'Ein Schutz, der vom Tag der Einreise an für den ganzen Aufenthalt in Deutschland gilt.',
          ]),
        ],
      },
    ],
    source: { name: text('Make it in Germany: the Opportunity Card', 'Make it in Germany: die Chancenkarte'), url: 'https://www.make-it-in-germany.com/en/visa-residence/types/job-search-opportunity-card' },
    checkedOn: null,
    sample: true,
    updatedAt: null,
    updatedBy: null,
  },
  {
    id: 'eu-blue-card',
    title: text('EU Blue Card: document checklist', 'Blaue Karte EU: Checkliste der Unterlagen'),
    summary: text(
      'The documents a German mission usually asks for with an application for a visa to take up a highly qualified job with an EU Blue Card (§ 18g AufenthG).',
      'Die Unterlagen, die eine deutsche Auslandsvertretung für den Antrag auf ein Visum zur Aufnahme einer qualifizierten Beschäftigung mit Blauer Karte EU (§ 18g AufenthG) üblicherweise verlangt.',
    ),
    service: 'visa-advisory',
    sections: [
      visaApplication(videx),
      {
        id: 'job',
        title: text('Your job in Germany', 'Ihre Stelle in Deutschland'),
        items: [
          item(
            'employment-contract',
            ['Employment contract or binding job offer', 'Arbeitsvertrag oder verbindliches Arbeitsplatzangebot'],
            [
              'Signed by both sides, with the position, the gross annual salary and the start date.',
              'Von beiden Seiten unterschrieben, mit Position, Bruttojahresgehalt und Beginn.',
            ],
            ['original', 'copy'],
          ),
          item(
            'employment-declaration',
            ['Declaration of employment relationship', 'Erklärung zum Beschäftigungsverhältnis'],
            [
              'The federal form that your employer fills in and signs, describing the job for the Federal Employment Agency.',
              'Das bundesweite Formular, das Ihr Arbeitgeber ausfüllt und unterschreibt und das die Stelle für die Bundesagentur für Arbeit beschreibt.',
            ],
            ['original'],
          ),
          cv,
        ],
      },
      {
        id: 'qualification',
        title: text('Your qualification', 'Ihre Qualifikation'),
        items: [
          degreeCertificate,
          degreeRecognition(anabinOrZab),
          item(
            'professional-licence',
            ['Licence to practise (regulated professions)', 'Berufserlaubnis (reglementierte Berufe)'],
            [
              'For doctors, nurses, engineers and other regulated professions: the German licence or the competent authority’s confirmation that it will be granted.',
              'Für Ärztinnen, Pflegekräfte, Ingenieure und andere reglementierte Berufe: die deutsche Berufserlaubnis oder die Zusage der zuständigen Behörde.',
            ],
            ['original', 'copy'],
          ),
          item(
            'it-experience',
            ['IT experience instead of a degree', 'IT-Berufserfahrung statt Abschluss'],
            [
              'IT specialists without a degree: references showing at least three years of comparable work in the last seven years.',
              'IT-Fachkräfte ohne Abschluss: Zeugnisse über mindestens drei Jahre vergleichbarer Tätigkeit in den letzten sieben Jahren.',
            ],
            ['original', 'copy', 'certified-translation'],
          ),
        ],
      },
      {
        id: 'insurance',
        title: text('Insurance', 'Versicherung'),
        items: [
          healthInsurance([
            'Travel health insurance from the day of entry until your statutory insurance through the employer begins.',
            'Eine Reisekrankenversicherung vom Tag der Einreise bis zum Beginn Ihrer gesetzlichen Versicherung über den Arbeitgeber.',
          ]),
        ],
      },
    ],
    source: { name: text('Make it in Germany: the EU Blue Card', 'Make it in Germany: die Blaue Karte EU'), url: 'https://www.make-it-in-germany.com/en/visa-residence/types/eu-blue-card' },
    checkedOn: null,
    sample: true,
    updatedAt: null,
    updatedBy: null,
  },
  {
    id: 'family-reunification',
    title: text('Family reunification: document checklist', 'Familiennachzug: Checkliste der Unterlagen'),
    summary: text(
      'The documents a German mission usually asks for when a spouse or child joins a family member living in Germany (§§ 27 to 32 AufenthG).',
      'Die Unterlagen, die eine deutsche Auslandsvertretung üblicherweise verlangt, wenn Ehepartner oder Kinder zu einem in Deutschland lebenden Familienmitglied ziehen (§§ 27 bis 32 AufenthG).',
    ),
    service: 'family-reunification',
    sections: [
      visaApplication(videx),
      {
        id: 'family-ties',
        title: text('Your family ties', 'Ihre familiäre Beziehung'),
        items: [
          item(
            'marriage-certificate',
            ['Marriage certificate', 'Heiratsurkunde'],
            [
              'With an apostille or legalisation, as the country that issued it requires, and a certified translation into German.',
              'Mit Apostille oder Legalisation, je nach ausstellendem Staat, und beglaubigter Übersetzung ins Deutsche.',
            ],
            ['original', 'copy', 'certified-translation'],
          ),
          item(
            'birth-certificates',
            ['Children’s birth certificates', 'Geburtsurkunden der Kinder'],
            [
              'For each child who joins, with an apostille or legalisation and a certified translation.',
              'Für jedes nachziehende Kind, mit Apostille oder Legalisation und beglaubigter Übersetzung.',
            ],
            ['original', 'copy', 'certified-translation'],
          ),
          item(
            'custody',
            ['Custody or the other parent’s consent', 'Sorgerecht oder Zustimmung des anderen Elternteils'],
            [
              'When a child joins only one parent: the custody decision, or the other parent’s consent certified by an authority.',
              'Wenn ein Kind nur zu einem Elternteil zieht: die Sorgerechtsentscheidung oder die behördlich beglaubigte Zustimmung des anderen Elternteils.',
            ],
            ['original', 'copy', 'certified-translation'],
          ),
          item(
            'german-a1',
            ['German A1 certificate (spouses)', 'Deutschzertifikat A1 (Ehepartner)'],
            [
              'From Goethe-Institut, telc, ÖSD or ECL, unless an exemption applies (for example, when your spouse holds an EU Blue Card).',
              'Vom Goethe-Institut, von telc, ÖSD oder ECL, sofern keine Ausnahme gilt (etwa wenn Ihr Ehepartner eine Blaue Karte EU hat).',
            ],
            ['original', 'copy'],
          ),
        ],
      },
      {
        id: 'family-in-germany',
        title: text('Your family member in Germany', 'Ihr Familienmitglied in Deutschland'),
        items: [
          item(
            'sponsor-passport',
            ['Passport and residence permit', 'Reisepass und Aufenthaltstitel'],
            ['Copies of the passport and residence permit of the person you join (for a German: the identity card).', 'Kopien von Pass und Aufenthaltstitel der Person, zu der Sie ziehen (bei Deutschen: der Personalausweis).'],
            ['copy'],
          ),
          item(
            'sponsor-income',
            ['Proof of income', 'Einkommensnachweis'],
            ['The employment contract and the last three payslips, showing that the family can live without public benefits.', 'Der Arbeitsvertrag und die letzten drei Gehaltsabrechnungen, die zeigen, dass die Familie ohne öffentliche Leistungen leben kann.'],
            ['copy'],
          ),
          item(
            'housing',
            ['Proof of living space', 'Nachweis über ausreichenden Wohnraum'],
            ['The rental agreement or title deed stating the size of the home.', 'Der Mietvertrag oder Grundbuchauszug mit Angabe der Wohnungsgröße.'],
            ['copy'],
          ),
          healthInsurance([
            'Cover for each family member who joins, valid from the day of entry.',
            'Ein Schutz für jedes nachziehende Familienmitglied, gültig ab dem Tag der Einreise.',
          ]),
        ],
      },
    ],
    source: { name: text('Federal Foreign Office: family reunification', 'Auswärtiges Amt: Familiennachzug'), url: 'https://www.auswaertiges-amt.de/en/visa-service' },
    checkedOn: null,
    sample: true,
    updatedAt: null,
    updatedBy: null,
  },
  {
    id: 'recognition',
    title: text('Recognition of a foreign qualification: document checklist', 'Anerkennung eines ausländischen Abschlusses: Checkliste der Unterlagen'),
    summary: text(
      'The documents a German recognition body usually asks for when it compares a foreign professional qualification with the German one (Recognition Act, BQFG).',
      'Die Unterlagen, die eine deutsche Anerkennungsstelle üblicherweise verlangt, wenn sie einen ausländischen Berufsabschluss mit dem deutschen vergleicht (Anerkennungsgesetz, BQFG).',
    ),
    service: 'opportunity-card',
    sections: [
      {
        id: 'application',
        title: text('Application', 'Antrag'),
        items: [
          item(
            'application-form',
            ['The recognition body’s application form', 'Antragsformular der Anerkennungsstelle'],
            ['The form of the body responsible for your profession and region (the Recognition Finder names it), signed.', 'Das Formular der für Ihren Beruf und Ihre Region zuständigen Stelle (der Anerkennungs-Finder nennt sie), unterschrieben.'],
            ['original'],
          ),
          item(
            'identity',
            ['Passport or identity card', 'Reisepass oder Personalausweis'],
            ['A copy of the page with your photo and personal details.', 'Eine Kopie der Seite mit Ihrem Foto und Ihren Angaben.'],
            ['copy'],
          ),
          {
            ...cv,
            explanation: text('In table form and in German, listing your training and every job since.', 'In tabellarischer Form und auf Deutsch, mit Ihrer Ausbildung und jeder Tätigkeit seither.'),
          },
          item(
            'intention-to-work',
            ['Proof that you mean to work in Germany', 'Nachweis der Absicht, in Deutschland zu arbeiten'],
            ['When you apply from abroad: a job application, contact with an employer or your visa application.', 'Wenn Sie aus dem Ausland beantragen: eine Bewerbung, Kontakt zu einem Arbeitgeber oder Ihr Visumantrag.'],
            ['copy'],
          ),
        ],
      },
      {
        id: 'qualification',
        title: text('Your qualification', 'Ihre Qualifikation'),
        items: [
          item(
            'qualification-certificate',
            ['Certificate of your qualification', 'Abschlusszeugnis'],
            ['The degree or vocational certificate, as a certified copy, with a certified translation into German.', 'Das Hochschul- oder Berufsabschlusszeugnis als beglaubigte Kopie, mit beglaubigter Übersetzung ins Deutsche.'],
            ['copy', 'certified-translation'],
          ),
          item(
            'subjects-and-hours',
            ['Subjects and hours of your training', 'Fächer und Stunden Ihrer Ausbildung'],
            ['A transcript or diploma supplement listing each subject with its hours, so the body can compare the content.', 'Eine Fächerübersicht oder ein Diploma Supplement mit jedem Fach und seinen Stunden, damit die Stelle die Inhalte vergleichen kann.'],
            ['copy', 'certified-translation'],
          ),
          item(
            'work-experience',
            ['Proof of work experience', 'Nachweise über Berufserfahrung'],
            ['Employer references with your duties and dates: experience can make up for differences in the training.', 'Arbeitszeugnisse mit Aufgaben und Zeiträumen: Berufserfahrung kann Unterschiede in der Ausbildung ausgleichen.'],
            ['copy', 'certified-translation'],
          ),
          item(
            'licence-abroad',
            ['Licence to practise abroad (regulated professions)', 'Berufszulassung im Ausland (reglementierte Berufe)'],
            ['For regulated professions: the licence from the country where you trained.', 'Für reglementierte Berufe: die Zulassung des Landes, in dem Sie ausgebildet wurden.'],
            ['copy', 'certified-translation'],
          ),
          item(
            'name-change',
            ['Proof of a change of name', 'Nachweis einer Namensänderung'],
            ['When the name on your certificates differs from your passport: a marriage certificate or the name-change decision.', 'Wenn der Name auf Ihren Zeugnissen von dem im Pass abweicht: die Heiratsurkunde oder die Entscheidung über die Namensänderung.'],
            ['copy', 'certified-translation'],
          ),
        ],
      },
    ],
    source: { name: text('Recognition in Germany (the federal portal)', 'Anerkennung in Deutschland (das Portal des Bundes)'), url: 'https://www.anerkennung-in-deutschland.de/' },
    checkedOn: null,
    sample: true,
    updatedAt: null,
    updatedBy: null,
  },
];
