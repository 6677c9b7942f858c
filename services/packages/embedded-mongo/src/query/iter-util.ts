// Iteration helper shared by the streaming stages.
import type { Document } from 'bson';

/** Maps lazily; an undefined result drops the document. */
export function* mapIt(input: Iterable<Document>, f: (d: Document) => Document | undefined): Iterable<Document> {
  for (const d of input) {
    const r = f(d);
    if (r !== undefined) yield r;
  }
}
