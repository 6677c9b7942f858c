// Spec 2 §5 "Env update": at least one domain and at least one of the Cloaking or Voluum options.
export interface UpdateForm {
  domains: string[];
  useCloaking: boolean;
  useVoluum: boolean;
}

export const NO_DOMAIN = 'Please enter at least one domain';
export const NO_OPTION = 'Please select Cloaking or Voluum';

/** The first problem, or null when the form can be sent. */
export function validateUpdate(form: UpdateForm): string | null {
  if (form.domains.length === 0) return NO_DOMAIN;
  if (!form.useCloaking && !form.useVoluum) return NO_OPTION;
  return null;
}
