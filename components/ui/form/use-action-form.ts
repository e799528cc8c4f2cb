'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { get, useForm, type DefaultValues, type FieldError, type FieldErrors, type FieldValues, type Path, type PathValue, type Resolver } from 'react-hook-form';
import toast from 'react-hot-toast';
import type { ActionFailure, ActionResult } from '@/lib/actions/result';
import { useErrorSummary } from './error-summary';
import { changedPaths, sameValues } from './form-values';
import { showFailure } from './show-failure';

export const FORM_COPY = {
  unreachable: 'Could not reach the server. Check your connection and try again.',
};

type Options<V extends FieldValues, I, T> = {
  defaultValues: DefaultValues<V>;
  // The form's own check before anything is sent (react-hook-form's resolver), for a form whose
  // rules need no server (the post editor's): refused like a server's field errors, and once
  // submitted each edited field is checked again as it changes.
  resolver?: Resolver<V>;
  // The Server Action (passed to the component as a prop by its page).
  action: (input: I) => Promise<ActionResult<T>>;
  // The action's input from the form's values, when they are shaped differently.
  toInput?: (values: V) => I;
  // The form field a server error key (a path of the action's schema) belongs to, when the form's
  // values are shaped differently; an unknown key stays in the toast only.
  fieldOf?: (key: string) => string | undefined;
  // Toasts: after success; when fields are wrong (the server's message otherwise); for an
  // unexpected error (the generic message otherwise).
  saved?: string;
  fixFields?: string;
  failed?: string;
  // After success: where to go (a list page), or anything else to do with the action's answer.
  goTo?: string;
  onSaved?: (data: T, values: V) => void;
};

// A back-office form on react-hook-form, sending its values to one Server Action. It keeps values
// and dirtiness, never sends twice at once, and after a refusal keeps everything typed, shows each
// field's error under it and the list at the top (error-summary.tsx) and focuses the first; an
// outage or conflict is a toast. After success the form is clean again (no unsaved-changes
// warning), says so and goes where it should. Render it with <ActionForm form={…}>.
export function useActionForm<V extends FieldValues, I = V, T = unknown>(options: Options<V, I, T>) {
  const router = useRouter();
  // The kit moves the focus itself, to the first field in the summary (react-hook-form would
  // move it again after a refusal by the form's own rules).
  const form = useForm<V>({ defaultValues: options.defaultValues, resolver: options.resolver, shouldFocusError: false });
  const { formId, summaryProps, showRefusal, clearSummary } = useErrorSummary();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  // The server's HTML carries the form's values (fields.tsx, useRegister), so on a slow connection
  // a person may change one before the scripts run. react-hook-form keeps that value, but its form
  // state hears of the change only at the next one: said here once mounted, so the form is dirty
  // (the unsaved-changes warning) from the start.
  useEffect(() => {
    const values = form.getValues();
    for (const path of changedPaths(form.formState.defaultValues, values)) {
      form.setValue(path as Path<V>, get(values, path) as PathValue<V, Path<V>>, { shouldDirty: true });
    }
  }, [form]);

  // The record as stored, arriving with the refreshed page (after a save, a reset or someone
  // else's save): the form starts from it. Values the form already starts from are left alone, so
  // the first render's (the same as the defaults) never throws away what was typed.
  const showStored = useCallback(
    (values: V) => {
      if (!sameValues(form.formState.defaultValues, values)) form.reset(values);
    },
    [form],
  );

  function showFieldErrors(result: ActionFailure) {
    toast.error(options.fixFields ?? result.message);
    showRefusal(() => {
      for (const [key, messages] of Object.entries(result.fieldErrors ?? {})) {
        const name = options.fieldOf ? options.fieldOf(key) : key;
        if (name) form.setError(name as Path<V>, { type: 'server', message: messages.join(' ') });
      }
    });
  }

  async function send(values: V) {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    clearSummary();
    form.clearErrors();
    const input = options.toInput ? options.toInput(values) : (values as unknown as I);
    const result: ActionResult<T> = await options.action(input).catch((error: unknown) => {
      console.error('The action could not be sent', error);
      return { ok: false, code: 'error', message: FORM_COPY.unreachable } as const;
    });
    sending.current = false;
    setBusy(false);
    if (result.ok) {
      form.reset(values);
      if (options.saved) toast.success(options.saved);
      options.onSaved?.(result.data, values);
      if (options.goTo) router.push(options.goTo);
      return;
    }
    if (result.fieldErrors && result.code !== 'unauthenticated') showFieldErrors(result);
    else showFailure(result, options.failed ?? (result.code === 'error' && result.message === FORM_COPY.unreachable ? result.message : undefined));
  }

  // Controls' own rules (register's `required`), when a form uses them, are refused the same way.
  // react-hook-form renders these errors only after this callback: they are set again here, so the
  // summary can read them from the fields at once.
  const refuse = (errors: FieldErrors<V>) =>
    showRefusal(() => {
      for (const [name, error] of leafErrors(errors)) form.setError(name as Path<V>, error);
    });
  // The last answer's errors go first: one set on a name no control registers (a whole list, a
  // hidden value) would otherwise stay and refuse every later submit before it is sent.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!sending.current) form.clearErrors();
    return form.handleSubmit(send, refuse)(event);
  };
  return { form, busy, formId, onSubmit, summaryProps, showStored };
}

// Each field's error with its path (`offerings.2.title`), from react-hook-form's nested errors.
function leafErrors(errors: object, prefix = ''): [string, FieldError][] {
  return Object.entries(errors).flatMap(([key, value]): [string, FieldError][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value?.message === 'string') return [[path, { type: value.type, message: value.message }]];
    return value && typeof value === 'object' && key !== 'ref' ? leafErrors(value, path) : [];
  });
}
