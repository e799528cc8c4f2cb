'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary, type ErrorSummaryItem } from './error-summary';
import { useUnsavedChangesWarning } from './use-unsaved-changes';

type Kit<V extends FieldValues> = {
  form: UseFormReturn<V>;
  busy: boolean;
  formId: string;
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => Promise<void>;
  summaryProps: { id: string; items: ErrorSummaryItem[] };
};

const IdPrefix = createContext('field');

// The prefix of the ids of a form's fields (`<prefix>-<name>`), so labels, hints and errors are
// tied to their controls and the error summary can link to them.
export function useFieldId(name: string): string {
  return `${useContext(IdPrefix)}-${name.replace(/\./g, '-')}`;
}

type Props<V extends FieldValues> = {
  kit: Kit<V>;
  // The ids of the form's fields start with it: unique on the page.
  idPrefix: string;
  // No unsaved-changes warning (a form that is a single short line, like a note).
  warnUnsaved?: boolean;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
};

// A form of the kit: the error summary first, the fields (TextField, SelectField, CheckboxField,
// ListField, or anything reading useFormContext) and a SubmitButton given `kit.busy`.
export function ActionForm<V extends FieldValues>({ kit, idPrefix, warnUnsaved = true, className, children, ...rest }: Props<V>) {
  useUnsavedChangesWarning(warnUnsaved && kit.form.formState.isDirty && !kit.busy);
  return (
    <FormProvider {...kit.form}>
      <IdPrefix.Provider value={idPrefix}>
        <form method="post" id={kit.formId} onSubmit={kit.onSubmit} noValidate className={className} aria-label={rest['aria-label']}>
          <ErrorSummary {...kit.summaryProps} />
          {children}
        </form>
      </IdPrefix.Provider>
    </FormProvider>
  );
}
