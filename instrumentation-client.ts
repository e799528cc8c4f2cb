import { noteTypedBeforeHydration } from '@/components/ui/form/typed-before-hydration';

// Runs in the browser before React hydrates the page (Next.js's instrumentation-client): notes what
// was typed into textareas before the scripts arrived, which hydration would put back
// (components/ui/form/typed-before-hydration.ts says why).
noteTypedBeforeHydration(document);
