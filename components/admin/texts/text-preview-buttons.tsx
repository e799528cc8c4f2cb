'use client';

import { LoaderCircle, Monitor, Smartphone } from 'lucide-react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button';
import { useAction } from '@/components/ui/form/use-action';
import type { Action } from '@/lib/actions/result';
import { TEXTS_COPY as COPY } from '@/lib/content/texts';
import type { PreviewDraft } from '@/lib/texts/text-preview';
import type { Locale } from '@/i18n/locales';

type Props = {
  textKey: string;
  locale: Locale;
  language: string;
  // The text as typed, unsaved.
  valueOf: () => string;
  preview: Action<PreviewDraft, { address: string }>;
  // The draft is kept and draft mode on.
  onOpened: () => void;
  // A wording the preview refused (the same checks as Save): said under the field.
  onRefused: (message: string) => void;
};

// The public page's own windows: the public pages may not be framed (X-Frame-Options DENY,
// frame-ancestors 'none'), so the preview opens the page in a window of a phone's width (390 px)
// or a desktop's. The window is opened at the click, before the action answers, or the browser
// would block it as a pop-up.
const WINDOWS = {
  phone: { label: COPY.previewPhone, features: 'popup,width=390,height=844', Icon: Smartphone },
  desktop: { label: COPY.previewDesktop, features: 'popup,width=1280,height=800', Icon: Monitor },
} as const;

// "Preview on a phone" and "Preview on a desktop": the page that shows the text, in its language,
// with the wording as typed. The action keeps the draft for this browser only (draft mode).
export function TextPreviewButtons({ textKey, locale, language, valueOf, preview, onOpened, onRefused }: Props) {
  const { pending, run } = useAction();

  function open(kind: keyof typeof WINDOWS) {
    const target = window.open('about:blank', `text-preview-${kind}`, WINDOWS[kind].features);
    if (!target) {
      toast.error(COPY.previewBlocked);
      return;
    }
    run(() => preview({ key: textKey, locale, value: valueOf() }), {
      failed: COPY.previewFailed,
      onSuccess: ({ address }) => {
        onOpened();
        target.location.assign(address);
      },
      onFailure: (result) => {
        target.close();
        const message = result.fieldErrors?.value?.join(' ');
        if (message) onRefused(message);
      },
    });
  }

  return (
    <div className="flex flex-wrap gap-2">
        {(Object.keys(WINDOWS) as (keyof typeof WINDOWS)[]).map((kind) => {
          const { label, Icon } = WINDOWS[kind];
          return (
            <button
              key={kind}
              type="button"
              onClick={() => open(kind)}
              disabled={pending}
              aria-busy={pending || undefined}
              aria-label={COPY.previewOf(label, language, textKey)}
              className={buttonClass('outline', 'sm')}
            >
              {pending ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Icon aria-hidden="true" className="h-4 w-4" />}
              {label}
            </button>
          );
        })}
    </div>
  );
}
