import type { getTranslations } from 'next-intl/server';

// The About page's catalogue (messages/<locale>/About.json), read once by the page and handed to
// its sections: they stay plain synchronous server components, which the integration tests can render.
export type AboutTranslator = Awaited<ReturnType<typeof getTranslations<'About'>>>;
