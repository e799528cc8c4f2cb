import type { Namespace } from '@/i18n/messages';
import type { Locale, PSEUDO_LOCALE } from '@/i18n/locales';
import enMetadata from '@/messages/en/Metadata.json';
import enChrome from '@/messages/en/Chrome.json';
import enNav from '@/messages/en/Nav.json';
import enFooter from '@/messages/en/Footer.json';
import enErrors from '@/messages/en/Errors.json';
import enHome from '@/messages/en/Home.json';
import enAbout from '@/messages/en/About.json';
import enServices from '@/messages/en/Services.json';
import enEnquiry from '@/messages/en/Enquiry.json';
import enWhatsApp from '@/messages/en/WhatsApp.json';
import enJsonLd from '@/messages/en/JsonLd.json';
import enLegal from '@/messages/en/Legal.json';
import enContact from '@/messages/en/Contact.json';
import enForms from '@/messages/en/Forms.json';
import enLeadMail from '@/messages/en/LeadMail.json';
import enBlog from '@/messages/en/Blog.json';
import enOpportunityRules from '@/messages/en/OpportunityRules.json';
import enOpportunityCheck from '@/messages/en/OpportunityCheck.json';
import enChecklists from '@/messages/en/Checklists.json';
import enBooking from '@/messages/en/Booking.json';
import enBookingMail from '@/messages/en/BookingMail.json';
import enNewsletter from '@/messages/en/Newsletter.json';
import enNewsletterMail from '@/messages/en/NewsletterMail.json';
import deMetadata from '@/messages/de/Metadata.json';
import deChrome from '@/messages/de/Chrome.json';
import deNav from '@/messages/de/Nav.json';
import deFooter from '@/messages/de/Footer.json';
import deErrors from '@/messages/de/Errors.json';
import deHome from '@/messages/de/Home.json';
import deAbout from '@/messages/de/About.json';
import deServices from '@/messages/de/Services.json';
import deEnquiry from '@/messages/de/Enquiry.json';
import deWhatsApp from '@/messages/de/WhatsApp.json';
import deJsonLd from '@/messages/de/JsonLd.json';
import deLegal from '@/messages/de/Legal.json';
import deContact from '@/messages/de/Contact.json';
import deForms from '@/messages/de/Forms.json';
import deLeadMail from '@/messages/de/LeadMail.json';
import deBlog from '@/messages/de/Blog.json';
import deOpportunityRules from '@/messages/de/OpportunityRules.json';
import deOpportunityCheck from '@/messages/de/OpportunityCheck.json';
import deChecklists from '@/messages/de/Checklists.json';
import deBooking from '@/messages/de/Booking.json';
import deBookingMail from '@/messages/de/BookingMail.json';
import deNewsletter from '@/messages/de/Newsletter.json';
import deNewsletterMail from '@/messages/de/NewsletterMail.json';

// The catalogue files themselves, for the Texts screen's defaults and checks in the browser as on
// the server (i18n/messages.ts loads them per request, asynchronously). A new language adds its
// folder here too: the type below names the missing one.
export const CATALOGUE_FILES: Record<Exclude<Locale, typeof PSEUDO_LOCALE>, Record<Namespace, unknown>> = {
  en: { Metadata: enMetadata, Chrome: enChrome, Nav: enNav, Footer: enFooter, Errors: enErrors, Home: enHome, About: enAbout, Services: enServices, Enquiry: enEnquiry, WhatsApp: enWhatsApp, JsonLd: enJsonLd, Legal: enLegal, Contact: enContact, Forms: enForms, LeadMail: enLeadMail, Blog: enBlog, OpportunityRules: enOpportunityRules, OpportunityCheck: enOpportunityCheck, Checklists: enChecklists, Booking: enBooking, BookingMail: enBookingMail, Newsletter: enNewsletter, NewsletterMail: enNewsletterMail },
  de: { Metadata: deMetadata, Chrome: deChrome, Nav: deNav, Footer: deFooter, Errors: deErrors, Home: deHome, About: deAbout, Services: deServices, Enquiry: deEnquiry, WhatsApp: deWhatsApp, JsonLd: deJsonLd, Legal: deLegal, Contact: deContact, Forms: deForms, LeadMail: deLeadMail, Blog: deBlog, OpportunityRules: deOpportunityRules, OpportunityCheck: deOpportunityCheck, Checklists: deChecklists, Booking: deBooking, BookingMail: deBookingMail, Newsletter: deNewsletter, NewsletterMail: deNewsletterMail },
};
