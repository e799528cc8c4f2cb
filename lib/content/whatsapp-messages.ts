// Opening lines for the enquiry dialog's "Continue on WhatsApp" action. The texts are in the
// catalogue (messages/<locale>/WhatsApp.json): one per service name the services pages can send
// (section names and card titles, the names leads carry), a generic one with {service} for any
// other name, and the labels of the details added below it. The page hands the dialog its language's
// texts; these functions only put them together, in the browser.

export type EnquiryDetails = { name: string; contact: string; email: string; city: string; message: string };

export type WhatsAppTexts = { generic: string; details: Record<keyof EnquiryDetails, string>; services: Record<string, string> };

const DETAIL_ORDER: (keyof EnquiryDetails)[] = ['name', 'contact', 'email', 'city', 'message'];

export function genericWhatsappMessage(texts: WhatsAppTexts, serviceName: string): string {
  return texts.generic.replace('{service}', serviceName);
}

// Own keys only: a name like "constructor" is no message.
export function hasSpecificWhatsappMessage(texts: WhatsAppTexts, serviceName: string): boolean {
  return Object.hasOwn(texts.services, serviceName);
}

export function whatsappMessageFor(texts: WhatsAppTexts, serviceName: string): string {
  return hasSpecificWhatsappMessage(texts, serviceName) ? texts.services[serviceName]! : genericWhatsappMessage(texts, serviceName);
}

// Only the messages of the names a page can send, so the browser gets no more of the catalogue.
export function whatsappTextsFor(texts: WhatsAppTexts, serviceNames: readonly string[]): WhatsAppTexts {
  const services = Object.fromEntries(serviceNames.filter((name) => hasSpecificWhatsappMessage(texts, name)).map((name) => [name, texts.services[name]!]));
  return { ...texts, services };
}

// The chat text: the service's message, then one line per detail the visitor has filled in.
export function enquiryChatText(texts: WhatsAppTexts, serviceName: string, details: EnquiryDetails): string {
  const lines = DETAIL_ORDER.flatMap((field) => {
    const value = details[field].trim();
    return value ? [`${texts.details[field]}: ${value}`] : [];
  });
  const opening = whatsappMessageFor(texts, serviceName);
  return lines.length ? `${opening}\n\n${lines.join('\n')}` : opening;
}
