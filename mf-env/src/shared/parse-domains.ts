// Spec 2 §5 (Update and Checker): domains one per line, trimmed, lower-cased, empty lines dropped.
export function parseDomains(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean);
}
