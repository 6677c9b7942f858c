// $jsonSchema object keywords: properties, patternProperties and additionalProperties.
import type { Document } from 'bson';
import { isPlainObject } from './bson-types';
import { makeRegex } from './regex';
import { compileSchema } from './match-schema';

type Check = (v: unknown) => boolean;

/** properties, patternProperties and additionalProperties together decide each field's schema. */
export function objectProperties(schema: Document): Check {
  const props = isPlainObject(schema.properties) ? Object.entries(schema.properties).map(([k, s]) => [k, compileSchema(s)] as const) : [];
  const patterns = isPlainObject(schema.patternProperties)
    ? Object.entries(schema.patternProperties).map(([p, s]) => [makeRegex(p, ''), compileSchema(s)] as const)
    : [];
  const extra = schema.additionalProperties;
  const additional: Check = isPlainObject(extra) ? compileSchema(extra) : extra === false ? () => false : () => true;
  const named = new Map(props);
  return (v) => {
    if (!isPlainObject(v)) return true;
    for (const key of Object.keys(v)) {
      const val = v[key];
      const own = named.get(key);
      let covered = false;
      if (own) {
        covered = true;
        if (!own(val)) return false;
      }
      for (const [re, s] of patterns) {
        if (re.test(key)) {
          covered = true;
          if (!s(val)) return false;
        }
      }
      if (!covered && !additional(val)) return false;
    }
    return true;
  };
}
