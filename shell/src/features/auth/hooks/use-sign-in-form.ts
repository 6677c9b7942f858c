import { useSignInStore, type SignInForms } from '../stores/sign-in-store';

/** The string fields of one sign-in form (the two-factor origin is not typed by anyone). */
type TextKey<K extends keyof SignInForms> = {
  [F in keyof SignInForms[K]]: SignInForms[K][F] extends string ? F : never;
}[keyof SignInForms[K]];

/**
 * One sign-in form's values from the store, and `field(name)` giving an input's value and change
 * handler, so each form lists its inputs without wiring every one to the store by hand.
 */
export function useSignInForm<K extends keyof SignInForms>(form: K) {
  const values = useSignInStore((s) => s.forms[form]);
  const update = useSignInStore((s) => s.update);
  const field = (name: TextKey<K>) => ({
    value: values[name] as string,
    onValueChange: (value: string) => update(form, { [name]: value } as Partial<SignInForms[K]>),
  });
  return { values, field };
}
