import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { ENQUIRY_STATUSES } from '@/lib/enquiries/enquiry';
import { Enquiry } from '@/models/enquiry';

const BATCH = 1_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_NAMES = ['Aisha', 'Rahul', 'Mei', 'Carlos', 'Fatima', 'Olena', 'Kwame', 'Sofia', 'Arjun', 'Leyla', 'Tomás', 'Nguyen', 'Priya', 'Omar', 'Hana'];
const LAST_NAMES = ['Khan', 'Sharma', 'Chen', 'García', 'Okafor', 'Kovalenko', 'Mensah', 'Rossi', 'Patel', 'Yilmaz', 'Silva', 'Tran', 'Iyer', 'Haddad', 'Sato'];
const DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'proton.me', 'web.de'];
const SERVICES = ['University Admission', 'Opportunity Card (Chancenkarte)', 'Student Visa', 'Family Reunification', 'Career Counselling'];
const CITIES = ['Lagos', 'Mumbai', 'Istanbul', 'Cairo', 'Kyiv', 'Accra', 'São Paulo', 'Hanoi', 'Karachi', 'Berlin'];
const TOPICS = [
  'I would like to apply for a master’s programme in computer science starting next winter semester.',
  'Could you help me with the Opportunity Card? I have a bachelor’s degree and three years of experience.',
  'My wife works in Berlin and I want to join her. Which documents do I need for family reunification?',
  'I am a nurse and want to know how the recognition of my qualification works in Germany.',
  'Please call me about the student visa appointment; the embassy asks for a blocked account.',
  'What does your career counselling cost, and can we meet online?',
];
const UTM_SOURCES = ['google', 'facebook', 'instagram', 'newsletter'];

// A fixed seed keeps the data (and so the timings) comparable between runs.
let state = 7;
function random(): number {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

function enquiry(index: number, now: number): Record<string, unknown> {
  const first = pick(FIRST_NAMES);
  const last = pick(LAST_NAMES);
  const status = random() < 0.35 ? 'new' : pick(ENQUIRY_STATUSES);
  const fromService = random() < 0.4;
  const submittedAt = new Date(now - random() * 730 * DAY_MS);
  const campaign = random() < 0.3;
  return {
    fullName: `${first} ${last}`,
    email: `${first}.${last}${index}@${pick(DOMAINS)}`.toLowerCase(),
    phoneNumber: random() < 0.7 ? `+49 15${Math.floor(random() * 10)} ${String(index).padStart(7, '0')}` : undefined,
    message: `${pick(TOPICS)} ${random() < 0.5 ? pick(TOPICS) : ''}`.trim(),
    status,
    isRead: status !== 'new',
    mailQueued: true,
    source: fromService ? 'service' : 'contact',
    serviceName: fromService ? pick(SERVICES) : undefined,
    city: fromService ? pick(CITIES) : undefined,
    clientId: randomUUID(),
    attribution: campaign
      ? { pagePath: '/contact', landingPage: '/services', utmSource: pick(UTM_SOURCES), utmMedium: 'cpc', utmCampaign: 'study-in-germany' }
      : { pagePath: fromService ? '/services' : '/contact', referrer: random() < 0.5 ? 'https://www.google.com/' : undefined },
    submittedAt,
    updatedAt: submittedAt,
  };
}

// Writes `count` varied enquiries straight into the database (the indexes the app declares first).
export async function seedEnquiries(mongoUri: string, count: number): Promise<void> {
  await mongoose.connect(mongoUri, { serverSelectionTimeoutMS: 5_000 });
  try {
    await Enquiry.init();
    const now = Date.now();
    for (let start = 0; start < count; start += BATCH) {
      const docs = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => enquiry(start + i, now));
      // Optional fields left undefined are left out, as mongoose would (not stored as null).
      await Enquiry.collection.insertMany(docs, { ordered: false, ignoreUndefined: true });
    }
  } finally {
    await mongoose.disconnect();
  }
}

// The e-mail domain of the leads the contact form load test sends.
const BENCH_LEAD_DOMAIN = 'bench.example.com';
let visitor = 0;

// A valid contact form submission (lib/enquiries/enquiry.ts), a new one each time.
export function benchLeadBody(): string {
  visitor += 1;
  return JSON.stringify({
    fullName: `Bench Visitor ${visitor}`,
    email: `visitor${visitor}@${BENCH_LEAD_DOMAIN}`,
    phoneNumber: '+49 30 1234567',
    message: 'I would like advice on the Opportunity Card and which documents I need for it.',
    clientId: randomUUID(),
    attribution: { pagePath: '/contact', landingPage: '/' },
  });
}

// Removes the enquiries the contact form load test stored, so the admin list sees the seeded rows
// only. Returns how many enquiries are left.
export async function deleteBenchLeads(mongoUri: string): Promise<number> {
  await mongoose.connect(mongoUri, { serverSelectionTimeoutMS: 5_000 });
  try {
    const filter = { email: new RegExp(`@${BENCH_LEAD_DOMAIN.replaceAll('.', '\\.')}$`) };
    // A request cut off by the end of the load run may still be storing its lead: look again
    // until a second has passed without one.
    for (let round = 0; round < 10; round += 1) {
      const { deletedCount } = await Enquiry.deleteMany(filter);
      if (round > 0 && deletedCount === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    return await Enquiry.countDocuments({});
  } finally {
    await mongoose.disconnect();
  }
}
