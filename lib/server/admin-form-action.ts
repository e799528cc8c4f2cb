import 'server-only';
import type { z } from 'zod';
import { postedValues, type PostedFormState } from '@/lib/actions/form-state';
import type { Capability } from '@/lib/auth/permissions';
import { adminAction, type ActionContext } from './admin-action';

// adminAction for a form that must work before its scripts run (React's form action with
// useActionState: `(previous state, FormData)`): the same checks, the posted fields as the input,
// the answer a message to announce, and the posted values returned for the form to show again.
export function adminFormAction<S extends z.ZodType>(capability: Capability, schema: S, run: (input: z.output<S>, context: ActionContext) => Promise<string>) {
  const action = adminAction(capability, schema, run);
  return async (_previous: PostedFormState, form: FormData): Promise<PostedFormState> => {
    const values = postedValues(form);
    return { ...(await action(values as z.input<S>)), values };
  };
}
