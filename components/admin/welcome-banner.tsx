type Props = {
  name: string;
  // The person's first sign-in (they just accepted their invitation): greeted as new, not "back".
  firstSignIn: boolean;
  // Computed on the server at request time, so the text is the same on both sides of hydration.
  today: { text: string; iso: string };
};

const COPY = {
  greeting: (name: string, firstSignIn: boolean) => (firstSignIn ? `Welcome, ${name}!` : `Welcome back, ${name}!`),
  line: "Here is what's happening with your website today.",
};

// The dashboard's top banner (SPEC section 2): the signed-in user's name and today's date.
export function WelcomeBanner({ name, firstSignIn, today }: Props) {
  return (
    <section aria-labelledby="welcome-title" className="rounded-2xl bg-brand-900 px-5 py-6 text-white shadow-md sm:px-8 sm:py-8">
      <h1 id="welcome-title" className="text-2xl font-bold break-words sm:text-3xl">
        {COPY.greeting(name, firstSignIn)}
      </h1>
      <p className="mt-2 text-blue-100">
        <time dateTime={today.iso}>{today.text}</time>
      </p>
      <p className="mt-1 text-blue-100">{COPY.line}</p>
    </section>
  );
}
