// Wording of the admin sign-in screen (SPEC sections 2, 4 and 8), kept apart from the form so it
// can be edited without touching code.
export const LOGIN_COPY = {
  pageTitle: 'Admin sign-in',
  heading: 'Admin Sign In',
  intro: 'Sign in to manage blog posts and contact enquiries.',
  labels: { email: 'Email', password: 'Password', remember: 'Remember me' },
  placeholders: { email: 'you@example.com', password: 'Your password' },
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  forgotPassword: 'Forgot password?',
  submit: 'Sign In',
  submitting: 'Signing in...',
  noAccount: "Don't have an account?",
  signUp: 'Sign Up',
  goHome: 'Go To Home',
  credentials: 'Contact system administrator for credentials.',
  terms: 'By signing in, you agree to our terms and conditions.',
  // After a reset link set a new password (/login?reset=done): the person knows it worked.
  passwordChanged: 'Your password was changed. Sign in with your new password.',
} as const;

export const LOGIN_TOASTS = {
  success: 'Welcome back!',
  fallback: 'Login failed',
} as const;

// After the welcome, the next page opens this much later (SPEC section 4).
export const LOGIN_REDIRECT_DELAY_MS = 100;
