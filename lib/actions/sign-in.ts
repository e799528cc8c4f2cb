// What the sign-in form's Server Action answers (app/(admin)/login/actions.ts) and what the form is
// rendered from: with scripts through `useActionState`, without them as the page the server sends
// back after the post. A completed sign-in posted without scripts answers nothing: the action
// sends the browser on. Called by the form's scripts it answers where to go (`signedInTo`): the
// form greets, then goes there 100 ms later (SPEC section 4).

export type SignInField = 'email' | 'password' | 'code';

export type SignInState = {
  // Counts the answers, so the form reacts to each one (a repeat of the same refusal included).
  answer: number;
  // The password, or (for an account with two-factor sign-in) the code from the app.
  step: 'password' | 'code';
  // The signed proof that the password was right, carried by the code step's form.
  challenge?: string;
  // Why the last attempt failed when no field says it: a toast with scripts, a line without them.
  message?: string;
  fieldErrors?: Partial<Record<SignInField, string[]>>;
  // What the form shows again: never the password or a code.
  values: { email: string; remember: string };
  // Signed in (the form's scripts called the action): where to go next.
  signedInTo?: string;
};

export const NOT_SIGNED_IN: SignInState = { answer: 0, step: 'password', values: { email: '', remember: '' } };
