// dnsz parses a zone but says nothing of where a record stood; an import must name a bad line by its
// number. This splits a zone file into its logical records with the number of the line each starts
// on: comments (`;` outside quotes) dropped, a record in parentheses joined over its lines.

export interface ZoneLine {
  /** 1-based number of the line the record starts on. */
  line: number;
  text: string;
}

function stripComment(line: string): string {
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    if (line[i] === '"' && line[i - 1] !== '\\') quoted = !quoted;
    else if (line[i] === ';' && !quoted) return line.slice(0, i);
  }
  return line;
}

export function zoneLines(zone: string): ZoneLine[] {
  const out: ZoneLine[] = [];
  let open: ZoneLine | null = null;
  let depth = 0;
  zone.split(/\r?\n/).forEach((raw, i) => {
    const text = stripComment(raw);
    if (!open && !text.trim()) return;
    const opens = (text.match(/\(/g) ?? []).length;
    const closes = (text.match(/\)/g) ?? []).length;
    if (open) open.text += ` ${text.replace(/[()]/g, ' ')}`;
    else open = { line: i + 1, text: depth + opens - closes > 0 ? text.replace(/[()]/g, ' ') : text };
    depth += opens - closes;
    if (depth <= 0) {
      out.push({ line: open.line, text: open.text.replace(/\s+$/, '') });
      open = null;
      depth = 0;
    }
  });
  if (open) out.push(open);
  return out;
}
