// What a user typed into a search box, as a regular expression that matches it literally. The pattern
// travels to MongoDB as a BSON regex, whose pattern is a NUL-terminated string: a NUL the user typed
// (`%00` in a query string) must go as the escape \x00, or the driver refuses the whole query.

/** A pattern matching `text` literally, safe for $regex and RegExp alike. */
export function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\0/g, '\\x00');
}
