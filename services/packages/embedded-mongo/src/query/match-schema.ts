// $jsonSchema (MongoDB's draft-4 subset with bsonType) compiled into a document predicate.
import type { Document } from 'bson';
import { bsonTypeNumber, isNumeric, isPlainObject, toNumber, TYPE_ALIASES } from './bson-types';
import { compareValues } from './compare';
import { badValue } from './errors';
import { makeRegex } from './regex';
import { objectProperties } from './match-schema-props';
import { hasOwn, lookup } from './own';

type Check = (v: unknown) => boolean;

const JSON_TYPES: Record<string, (v: unknown) => boolean> = {
  object: isPlainObject,
  array: Array.isArray,
  number: isNumeric,
  string: (v) => typeof v === 'string',
  boolean: (v) => typeof v === 'boolean',
  null: (v) => v === null,
};

function typeCheck(spec: unknown, bson: boolean): Check {
  const names = Array.isArray(spec) ? spec : [spec];
  const checks = names.map((n) => {
    if (typeof n !== 'string')
      throw badValue(`$jsonSchema keyword '${bson ? 'bsonType' : 'type'}' must be a string or an array of strings`);
    if (!bson) {
      const c = lookup(JSON_TYPES, n);
      if (!c) throw badValue(`Unknown type name alias: ${n}`);
      return c;
    }
    if (n === 'number') return isNumeric;
    if (!hasOwn(TYPE_ALIASES, n)) throw badValue(`Unknown type name alias: ${n}`);
    const code = TYPE_ALIASES[n];
    return (v: unknown) => bsonTypeNumber(v) === code;
  });
  return (v) => checks.some((c) => c(v));
}

const IGNORED = new Set(['description', 'title', '$comment', 'default', 'examples']);

export function compileSchema(schema: unknown): Check {
  if (!isPlainObject(schema)) throw badValue('$jsonSchema must be an object');
  const checks: Check[] = [];
  let propsDone = false;
  const onType = (is: Check, c: Check) => checks.push((v) => !is(v) || c(v));
  for (const [k, spec] of Object.entries(schema)) {
    if (IGNORED.has(k)) continue;
    const n = () => {
      if (!isNumeric(spec)) throw badValue(`$jsonSchema keyword '${k}' must be a number`);
      return toNumber(spec);
    };
    switch (k) {
      case 'bsonType':
      case 'type':
        checks.push(typeCheck(spec, k === 'bsonType'));
        break;
      case 'enum': {
        if (!Array.isArray(spec) || spec.length === 0) throw badValue("$jsonSchema keyword 'enum' must be a non-empty array");
        checks.push((v) => spec.some((e) => compareValues(e, v) === 0));
        break;
      }
      case 'minimum': {
        const m = n();
        const ex = schema.exclusiveMinimum === true;
        onType(isNumeric, (v) => (ex ? toNumber(v) > m : toNumber(v) >= m));
        break;
      }
      case 'maximum': {
        const m = n();
        const ex = schema.exclusiveMaximum === true;
        onType(isNumeric, (v) => (ex ? toNumber(v) < m : toNumber(v) <= m));
        break;
      }
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        break;
      case 'multipleOf': {
        const m = n();
        onType(isNumeric, (v) => toNumber(v) % m === 0);
        break;
      }
      case 'minLength': {
        const m = n();
        onType(JSON_TYPES.string, (v) => [...(v as string)].length >= m);
        break;
      }
      case 'maxLength': {
        const m = n();
        onType(JSON_TYPES.string, (v) => [...(v as string)].length <= m);
        break;
      }
      case 'pattern': {
        if (typeof spec !== 'string') throw badValue("$jsonSchema keyword 'pattern' must be a string");
        const re = makeRegex(spec, '');
        onType(JSON_TYPES.string, (v) => re.test(v as string));
        break;
      }
      case 'minItems': {
        const m = n();
        onType(Array.isArray, (v) => (v as unknown[]).length >= m);
        break;
      }
      case 'maxItems': {
        const m = n();
        onType(Array.isArray, (v) => (v as unknown[]).length <= m);
        break;
      }
      case 'uniqueItems':
        if (spec === true)
          onType(Array.isArray, (v) => (v as unknown[]).every((x, i, a) => a.findIndex((y) => compareValues(x, y) === 0) === i));
        break;
      case 'items': {
        if (Array.isArray(spec)) {
          const each = spec.map(compileSchema);
          const extra = schema.additionalItems;
          const more = isPlainObject(extra) ? compileSchema(extra) : extra === false ? () => false : () => true;
          onType(Array.isArray, (v) => (v as unknown[]).every((x, i) => (i < each.length ? each[i](x) : more(x))));
        } else {
          const c = compileSchema(spec);
          onType(Array.isArray, (v) => (v as unknown[]).every(c));
        }
        break;
      }
      case 'additionalItems':
        break;
      case 'required': {
        if (!Array.isArray(spec) || spec.some((f) => typeof f !== 'string'))
          throw badValue("$jsonSchema keyword 'required' must be an array of strings");
        onType(isPlainObject, (v) => spec.every((f) => hasOwn(v as Document, f) && (v as Document)[f] !== undefined));
        break;
      }
      case 'minProperties': {
        const m = n();
        onType(isPlainObject, (v) => Object.keys(v as Document).length >= m);
        break;
      }
      case 'maxProperties': {
        const m = n();
        onType(isPlainObject, (v) => Object.keys(v as Document).length <= m);
        break;
      }
      case 'properties':
      case 'patternProperties':
      case 'additionalProperties':
        if (!propsDone) checks.push(objectProperties(schema));
        propsDone = true;
        break;
      case 'dependencies':
        break;
      case 'allOf':
      case 'anyOf':
      case 'oneOf': {
        if (!Array.isArray(spec) || spec.length === 0) throw badValue(`$jsonSchema keyword '${k}' must be a non-empty array`);
        const subs = spec.map(compileSchema);
        if (k === 'allOf') checks.push((v) => subs.every((s) => s(v)));
        else if (k === 'anyOf') checks.push((v) => subs.some((s) => s(v)));
        else checks.push((v) => subs.filter((s) => s(v)).length === 1);
        break;
      }
      case 'not': {
        const c = compileSchema(spec);
        checks.push((v) => !c(v));
        break;
      }
      default:
        throw badValue(`Unknown $jsonSchema keyword: ${k}`);
    }
  }
  return (v) => checks.every((c) => c(v));
}
