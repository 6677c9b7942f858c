// Spec 2 §5 "Env check": domains required; at least one variable enabled with a non-empty expected value.
export interface VariableRow {
  id: number;
  enabled: boolean;
  variable: string;
  expectedValue: string;
}

export const DEFAULT_ROWS: VariableRow[] = [
  { id: 1, enabled: true, variable: 'CLOAKING_ENABLED', expectedValue: '' },
  { id: 2, enabled: true, variable: 'VOLUUM_ENABLED', expectedValue: '' },
];

export const NO_DOMAIN = 'Please enter at least one domain';
export const NO_VARIABLE = 'Enable at least one variable with an expected value';

/** The variables to send: enabled rows with a name and a non-empty expected value. */
export function variablesToCheck(rows: VariableRow[]) {
  return rows
    .filter((r) => r.enabled && r.variable.trim() && r.expectedValue.trim())
    .map((r) => ({ variable: r.variable.trim(), expectedValue: r.expectedValue.trim() }));
}

export function validateCheck(domains: string[], rows: VariableRow[]): string | null {
  if (domains.length === 0) return NO_DOMAIN;
  if (variablesToCheck(rows).length === 0) return NO_VARIABLE;
  return null;
}
