'use client';

import { Images } from 'lucide-react';
import { useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { buttonClass } from '@/components/ui/button';
import { MEDIA_COPY as COPY } from '@/lib/content/media';
import { DEFAULT_LOCALE, isLocale } from '@/i18n/locales';
import { MediaPickerDialog, type PickedImage } from './media-picker-dialog';

type Props = {
  // The language of the record the image is for (its alt text is offered in it); English when unknown.
  locale: string;
  onPick: (image: PickedImage) => void;
  // Whose image it chooses, for the button's accessible name ("Choose from library: Image").
  field: string;
  disabled?: boolean;
  // Off when the dialog should not ask for an alt text (MediaPickerDialog's withAlt).
  withAlt?: boolean;
};

// "Choose from library" beside an image field's file input: opens the media picker (the closed
// dialog hands the focus back to this button, as a native modal does). The dialog is made on the
// first click and placed outside the record's form: Enter in its search box must not save the post.
export function ChooseFromLibrary({ locale, onPick, field, disabled, withAlt }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [made, setMade] = useState(false);

  function open() {
    if (!made) flushSync(() => setMade(true));
    dialog.current?.showModal();
  }

  return (
    <>
      <button type="button" className={buttonClass('secondary', 'sm')} disabled={disabled} aria-label={`${COPY.chooseFromLibrary}: ${field}`} onClick={open}>
        <Images aria-hidden="true" className="h-4 w-4" />
        {COPY.chooseFromLibrary}
      </button>
      {made && createPortal(<MediaPickerDialog ref={dialog} locale={isLocale(locale) ? locale : DEFAULT_LOCALE} onPick={onPick} withAlt={withAlt} />, document.body)}
    </>
  );
}
