// Message templates of the registry: `{name}` marks a parameter, checked by the type system at each
// call site (a missing or misspelt parameter does not compile).
import { ERROR_CODES, type ErrorCode } from './registry';

/** The parameter names of a template string: 'a {x} b {y}' → 'x' | 'y'. */
export type TemplateParamNames<T extends string> = T extends `${string}{${infer P}}${infer Rest}` ? P | TemplateParamNames<Rest> : never;

export type ErrorParams<C extends ErrorCode> = Record<TemplateParamNames<MessageOf<C>>, string | number>;

type MessageOf<C extends ErrorCode> = (typeof ERROR_CODES)[C]['message'];

/** The arguments after the code: the parameters object when the template has any, else nothing. */
export type ErrorParamsArg<C extends ErrorCode> = [TemplateParamNames<MessageOf<C>>] extends [never] ? [] : [params: ErrorParams<C>];

/** Codes whose message has parameters: a caller gives the filled-in words (errorMessage) or its own. */
export type TemplatedCode = { [C in ErrorCode]: [TemplateParamNames<MessageOf<C>>] extends [never] ? never : C }[ErrorCode];

const PARAM = /\{([A-Za-z0-9_]+)\}/g;

/** The parameter names a template uses, in order (the registry test checks them against the calls' types). */
export function templateParams(template: string): string[] {
  return [...template.matchAll(PARAM)].map((m) => m[1] as string);
}

/** The registry's message for `code` with its parameters filled in. */
export function errorMessage<C extends ErrorCode>(code: C, ...args: ErrorParamsArg<C>): string {
  const template: string = ERROR_CODES[code].message;
  const values = (args[0] ?? {}) as Record<string, string | number>;
  return template.replace(PARAM, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
