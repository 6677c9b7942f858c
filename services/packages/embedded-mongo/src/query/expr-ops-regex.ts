// String expression operators that search or rewrite: $regexMatch, $regexFind, $replaceOne, $replaceAll.
import { Int32 } from 'bson';
import { registerOperators } from './expr';
import { nullish, objectArgs, typeName } from './expr-util';
import { mongoError } from './errors';
import { makeRegex } from './regex';

function regexOf(r: unknown, options: unknown): RegExp {
  if (r instanceof RegExp) return makeRegex(r.source, typeof options === 'string' ? options : r.flags.replace(/[gyud]/g, ''));
  const b = r as { pattern?: string; options?: string };
  if (b && typeof b.pattern === 'string') return makeRegex(b.pattern, typeof options === 'string' ? options : (b.options ?? ''));
  if (typeof r === 'string') return makeRegex(r, typeof options === 'string' ? options : '');
  throw mongoError(51105, "$regexMatch needs 'regex' to be of type string or regex");
}

function replaceOp(all: boolean) {
  return (a: unknown, op: string) => {
    const o = objectArgs(a, op, ['input', 'find', 'replacement']);
    return (env: Parameters<NonNullable<typeof o.input>>[0]) => {
      const [input, find, rep] = [o.input!(env), o.find!(env), o.replacement!(env)];
      if (nullish(input) || nullish(find) || nullish(rep)) return null;
      for (const [n, v] of [
        ['input', input],
        ['find', find],
        ['replacement', rep],
      ] as const) {
        if (typeof v !== 'string') throw mongoError(51746, `${op} requires that '${n}' be a string, found: ${typeName(v)}`);
      }
      return all
        ? (input as string).split(find as string).join(rep as string)
        : (input as string).replace(find as string, () => rep as string);
    };
  };
}

registerOperators({
  $regexMatch: (a, op) => {
    const o = objectArgs(a, op, ['input', 'regex'], ['options']);
    return (env) => {
      const input = o.input!(env);
      if (nullish(input)) return false;
      if (typeof input !== 'string') throw mongoError(51104, `${op} needs 'input' to be of type string`);
      const re = regexOf(o.regex!(env), o.options ? o.options(env) : undefined);
      return re.test(input);
    };
  },
  $regexFind: (a, op) => {
    const o = objectArgs(a, op, ['input', 'regex'], ['options']);
    return (env) => {
      const input = o.input!(env);
      if (nullish(input)) return null;
      const re = regexOf(o.regex!(env), o.options ? o.options(env) : undefined);
      const m = re.exec(String(input));
      if (!m) return null;
      return { match: m[0], idx: new Int32([...String(input).slice(0, m.index)].length), captures: m.slice(1).map((c) => c ?? null) };
    };
  },
  $replaceOne: replaceOp(false),
  $replaceAll: replaceOp(true),
});
