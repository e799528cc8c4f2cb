// Opening lines for the enquiry dialog's "Continue on WhatsApp" action, one per service name the
// services page can send (section names and card titles), plus the short names the footer uses.
const MESSAGES = new Map<string, string>(
  Object.entries({
    // Educational consulting
    'Educational Consulting':
      "Hello! I'm interested in your educational consulting services for studying in Germany. Could you tell me how you can help with my plans?",
    'University Admissions':
      "Hello! I'd like support with university admissions in Germany. Could you explain how your guidance works?",
    'University Selection & Admissions':
      "Hello! I'd like help choosing suitable universities and programmes in Germany and with my applications. Could we discuss my profile?",
    'SOP & Documentation Guidance':
      "Hello! I'd like guidance on my statement of purpose and application documents. Could you tell me how you review them?",
    'Student Visa Assistance':
      "Hello! I'm planning to study in Germany and need help with my student visa application. Could you advise me?",
    'Scholarships & Funding Advice':
      "Hello! I'm looking for scholarship and funding options for my studies in Germany. Could you help me find ones that fit my profile?",
    'Pre-Departure Orientation':
      "Hello! I'm preparing to move to Germany for my studies and would like your pre-departure orientation. What does it cover?",

    // Opportunity Card
    'Germany Opportunity Card (Chancenkarte) Consulting':
      "Hello! I'm interested in the Germany Opportunity Card (Chancenkarte). Could you help me check my eligibility and plan my application?",
    'Opportunity Card':
      "Hello! I'd like to know more about the Opportunity Card (Chancenkarte) and whether I could qualify.",
    'Eligibility & Points Assessment':
      "Hello! I'd like an assessment of my points and eligibility for the Germany Opportunity Card. What information do you need from me?",
    'Qualification Recognition Guidance':
      "Hello! I need guidance on getting my foreign qualification recognised in Germany. Could you explain the process for my case?",
    'Opportunity Card Application Support':
      "Hello! I'd like support preparing my Opportunity Card application and documents. How do we get started?",
    'Job Search Strategy in Germany':
      "Hello! I'd like help planning my job search in Germany. Could we talk about a strategy for my field?",

    // Family reunification
    'Family Reunification Solutions':
      "Hello! I'd like to bring my family to Germany and need advice on family reunification. Could you help?",
    'Family Reunification':
      "Hello! I have questions about family reunification in Germany. Could you tell me how you can support us?",
    'Spouse & Partner Reunification':
      "Hello! I'd like my spouse or partner to join me in Germany. Could you explain the requirements and how you can help?",
    'Children Joining Their Parents':
      "Hello! I'd like my children to join me in Germany. Could you advise me on the documents and the process?",
    'Family Document Preparation':
      "Hello! I need help preparing the documents for a family reunification application. Could you share your checklist?",
    'Language Requirement Guidance':
      "Hello! I have questions about the German language requirements for family reunification. Could you advise me?",
    'Embassy Appointment Preparation':
      "Hello! I have an embassy appointment for family reunification coming up and would like help preparing for it.",

    // Career counseling
    'Professional Career Development':
      "Hello! I'm interested in career development support for working in Germany. Could you tell me about your coaching?",
    'Career Counseling':
      "Hello! I'd like career counselling for the German job market. How do your sessions work?",
    'One-to-One Career Coaching':
      "Hello! I'd like to book one-to-one career coaching. Could you tell me how the sessions are arranged?",
    'German-Style CV Optimisation':
      "Hello! I'd like my CV and cover letter adapted for German employers. Could you tell me how this works?",
    'LinkedIn Profile Optimisation':
      "Hello! I'd like help improving my LinkedIn profile for roles in Germany. Could you share more details?",
    'Interview Preparation':
      "Hello! I have job interviews coming up in Germany and would like to prepare with you. Could we arrange a session?",
    'Job Market Orientation':
      "Hello! I'd like to understand how the German job market works for my profession. Could you guide me?",

    // Visa advisory
    'Visa Advisory Services':
      "Hello! I need advice on a German visa. Could you help me find the right visa and prepare my application?",
    'Visa Advisory':
      "Hello! I have a question about visas for Germany. Could you advise me on my situation?",
    'Tourist Visa Advisory':
      "Hello! I'm planning a trip to Germany and need advice on a tourist (Schengen) visa. Could you help?",
    'Visit Visa Advisory':
      "Hello! I'd like to visit family or friends in Germany and need advice on a visit visa. Could you help?",
    'Dependent Visa Advisory':
      "Hello! I'd like advice on a dependent visa to accompany a family member to Germany. Could you explain the options?",
    'Student Visa Advisory':
      "Hello! I need advice on my German student visa, including the blocked account and insurance. Could you help?",
    'Employment Visa Advisory':
      "Hello! I have a job opportunity in Germany and need advice on the employment visa. Could you help me prepare?",
    'Visa Compliance & Extensions':
      "Hello! I'm already in Germany and need advice on extending or changing my residence permit. Could you help?",

    // IT consulting
    'IT Consulting Services':
      "Hello! Our organisation is interested in your IT consulting services. Could we arrange a conversation about our needs?",
    'IT Consulting':
      "Hello! I'd like to learn more about your IT consulting. Could you share how you usually work with clients?",
    'Digital Transformation':
      "Hello! We're planning a digital transformation and would like your advice. Could we discuss our current setup?",
    'IT Project Management':
      "Hello! We need support with managing an IT project. Could you tell me about your project management services?",
    'Technology Solutions':
      "Hello! We're looking for advice on choosing and rolling out technology solutions. Could we talk about our requirements?",
  }),
);

export function genericWhatsappMessage(serviceName: string): string {
  return `Hello! I'm interested in ${serviceName}. Could you please share more details?`;
}

export function hasSpecificWhatsappMessage(serviceName: string): boolean {
  return MESSAGES.has(serviceName);
}

export function whatsappMessageCount(): number {
  return MESSAGES.size;
}

export function whatsappMessageFor(serviceName: string): string {
  return MESSAGES.get(serviceName) ?? genericWhatsappMessage(serviceName);
}

export type EnquiryDetails = { name: string; contact: string; email: string; city: string; message: string };

const DETAIL_LABELS: [keyof EnquiryDetails, string][] = [
  ['name', 'Name'],
  ['contact', 'Contact'],
  ['email', 'Email'],
  ['city', 'City'],
  ['message', 'Additional message'],
];

// The chat text: the service's message, then one line per detail the visitor has filled in.
export function enquiryChatText(serviceName: string, details: EnquiryDetails): string {
  const lines = DETAIL_LABELS.flatMap(([field, label]) => {
    const value = details[field].trim();
    return value ? [`${label}: ${value}`] : [];
  });
  return lines.length ? `${whatsappMessageFor(serviceName)}\n\n${lines.join('\n')}` : whatsappMessageFor(serviceName);
}
