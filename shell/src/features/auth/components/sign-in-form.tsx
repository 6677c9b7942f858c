import type { ReactNode } from 'react';

/**
 * The form of every sign-in screen (spec 1 §2): one column, and Enter or the submit button runs
 * `onSubmit` instead of reloading the page. Checks the browser does not make live in `onSubmit`.
 */
export function SignInForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}
