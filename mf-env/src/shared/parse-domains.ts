// Spec 2 §5 "Env update": domains one per line, trimmed, lower-cased, empty lines dropped.
export function parseDomains(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean);
}
