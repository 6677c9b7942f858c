// Document validation: a collection's `validator` (a query filter, $jsonSchema included) checked on
// every insert and update, as mongod does with validationLevel strict / moderate / off and
// validationAction error / warn. A failure is 121 DocumentValidationFailure with errInfo.
import type { Document } from 'bson';
import { compileFilter } from '../query';
import type { CollectionState } from '../storage/catalog';
import { MongoCommandError } from './types';

type Matcher = (doc: Document) => boolean;

export const VALIDATION_OPTIONS = ['validator', 'validationLevel', 'validationAction'] as const;

// Compiled once per validator object: the catalog replaces the object when collMod changes it.
const compiled = new WeakMap<Document, { whole: Matcher; clauses: [string, Matcher][] }>();

function compile(validator: Document): { whole: Matcher; clauses: [string, Matcher][] } {
  let c = compiled.get(validator);
  if (!c) {
    c = { whole: compileFilter(validator), clauses: Object.keys(validator).map((k) => [k, compileFilter({ [k]: validator[k] })]) };
    compiled.set(validator, c);
  }
  return c;
}

/** Checks the options of create / collMod, so a bad validator fails the command, not later writes. */
export function checkValidationOptions(options: Document): void {
  if (options.validator !== undefined) {
    if (options.validator === null || typeof options.validator !== 'object' || Array.isArray(options.validator)) {
      throw new MongoCommandError(14, "BSON field 'validator' is the wrong type, expected type 'object'", 'TypeMismatch');
    }
    compileFilter(options.validator as Document);
  }
  if (options.validationLevel !== undefined && !['off', 'strict', 'moderate'].includes(options.validationLevel)) {
    throw new MongoCommandError(
      2,
      `Enumeration value '${String(options.validationLevel)}' for field 'validationLevel' is not a valid value.`,
      'BadValue',
    );
  }
  if (options.validationAction !== undefined && !['error', 'warn'].includes(options.validationAction)) {
    throw new MongoCommandError(
      2,
      `Enumeration value '${String(options.validationAction)}' for field 'validationAction' is not a valid value.`,
      'BadValue',
    );
  }
}

/** Why the document fails: the clauses of the validator it does not satisfy (operator and specification). */
function details(validator: Document, clauses: [string, Matcher][], doc: Document): Document {
  const failing = clauses
    .map(([key, match], index) => ({ key, index, ok: match(doc) }))
    .filter((c) => !c.ok)
    .map(({ key, index }) => {
      const spec = validator[key];
      const op = key.startsWith('$')
        ? key
        : spec !== null && typeof spec === 'object' && !Array.isArray(spec) && Object.keys(spec)[0]?.startsWith('$')
          ? Object.keys(spec)[0]
          : '$eq';
      return { index, details: { operatorName: op, specifiedAs: { [key]: spec }, reason: 'expression did not match' } };
    });
  if (clauses.length === 1 && failing.length === 1) return failing[0].details;
  return { operatorName: '$and', clausesNotSatisfied: failing };
}

/**
 * Throws 121 when `doc` (the new version) breaks the collection's validator. `before` is the stored
 * version for an update: under validationLevel moderate an already invalid document may stay invalid.
 */
export function validateDocument(state: CollectionState, doc: Document, before?: Document, bypass = false): void {
  const { validator, validationLevel = 'strict', validationAction = 'error' } = state.meta.options as Document;
  if (bypass || !validator || validationLevel === 'off' || validationAction === 'warn') return;
  const { whole, clauses } = compile(validator as Document);
  if (whole(doc)) return;
  if (before && validationLevel === 'moderate' && !whole(before)) return;
  throw new MongoCommandError(121, 'Document failed validation', 'DocumentValidationFailure', {
    errInfo: { failingDocumentId: doc._id, details: details(validator as Document, clauses, doc) },
  });
}
