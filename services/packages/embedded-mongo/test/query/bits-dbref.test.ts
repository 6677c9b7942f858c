// $bits* on BinData (bit 0 is the lowest bit of the first byte; bits past the end are clear) and DBRef
// fields ($ref / $id / $db) inside $elemMatch, as mongoose queries UUIDs and arrays of references.
import { Binary, BSON, DBRef, Int32, Long, ObjectId, UUID, type Document } from 'bson';
import { BSON_VALUE_OPTIONS } from '../../src/engine/types';
import { compileFilter } from '../../src/query';

const matches = (filter: Document, doc: Document) => compileFilter(filter)(doc);

describe('$bits* on BinData', () => {
  const doc = { u: new UUID('ff' + '0'.repeat(30)).toBinary() };
  it.each([
    [{ $bitsAllSet: [0, 4] }, true],
    [{ $bitsAllSet: 2 ** 15 }, false],
    [{ $bitsAnySet: 3 }, true],
    [{ $bitsAnySet: [8] }, false],
    [{ $bitsAnyClear: [0, 32] }, true],
    [{ $bitsAnyClear: 7 }, false],
    [{ $bitsAllClear: [16, 17, 18] }, true],
    [{ $bitsAllClear: 3 }, false],
    [{ $bitsAllClear: [200] }, true],
    [{ $bitsAllSet: new Binary(Buffer.from([0x0f])) }, true],
    [{ $bitsAllSet: new Binary(Buffer.from([0x00, 0x01])) }, false],
  ])('%j on ff00… is %s', (op, want) => {
    expect(matches({ u: op }, doc)).toBe(want);
  });

  it('numbers keep their meaning: two’s complement, sign-extended past bit 63', () => {
    expect(matches({ n: { $bitsAllSet: [0, 2] } }, { n: new Int32(5) })).toBe(true);
    expect(matches({ n: { $bitsAllSet: [100] } }, { n: new Int32(-1) })).toBe(true);
    expect(matches({ n: { $bitsAnySet: [63] } }, { n: Long.fromNumber(-2) })).toBe(true);
    expect(matches({ n: { $bitsAllSet: 1 } }, { n: 1.5 })).toBe(false);
    expect(matches({ n: { $bitsAllSet: new Binary(Buffer.from([0x05])) } }, { n: new Int32(5) })).toBe(true);
  });
});

describe('DBRef fields inside $elemMatch', () => {
  const id = new ObjectId();
  const doc = {
    members: [
      { $ref: 'users', $id: new ObjectId(), $db: 'app' },
      { $ref: 'users', $id: id, $db: 'app' },
    ],
  };
  it('matches an element by $id, and by $ref with $id', () => {
    expect(matches({ members: { $elemMatch: { $id: id } } }, doc)).toBe(true);
    expect(matches({ members: { $elemMatch: { $ref: 'users', $id: id } } }, doc)).toBe(true);
    expect(matches({ members: { $elemMatch: { $ref: 'groups', $id: id } } }, doc)).toBe(false);
    expect(matches({ members: { $elemMatch: { $id: new ObjectId() } } }, doc)).toBe(false);
  });
  it('stored references (BSON.deserialize makes them DBRef objects) are documents to paths and $elemMatch', () => {
    const stored = BSON.deserialize(BSON.serialize(doc), BSON_VALUE_OPTIONS);
    expect(stored.members[1]).toBeInstanceOf(DBRef);
    expect(matches({ members: { $elemMatch: { $id: id } } }, stored)).toBe(true);
    expect(matches({ members: { $elemMatch: { $ref: 'groups' } } }, stored)).toBe(false);
    expect(matches({ 'members.$id': id }, stored)).toBe(true);
    expect(matches({ 'members.$db': 'app' }, stored)).toBe(true);
  });
  it('operators in $elemMatch still test values', () => {
    expect(matches({ a: { $elemMatch: { $gt: 2 } } }, { a: [1, 3] })).toBe(true);
  });
});
