// Issue 31: paste many servers at once as "ip password" lines, besides the per-row fields. Good lines
// become rows; if any line is bad nothing is added and each bad line is named by its number.
import { Button, Label } from '@dop/ui';
import { useState } from 'react';
import { parseServerLines, type PastedServer } from '../lib/paste-servers';

export function PasteServers({ onAdd }: { onAdd: (servers: PastedServer[]) => void }) {
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const add = () => {
    const parsed = parseServerLines(text);
    const found = parsed.servers.length === 0 && parsed.problems.length === 0 ? ['Paste at least one "ip password" line'] : parsed.problems;
    setProblems(found);
    if (found.length) return;
    onAdd(parsed.servers);
    setText('');
  };
  return (
    <div className="space-y-2">
      <Label htmlFor="ssh-paste">Paste servers (ip password, one per line)</Label>
      <textarea
        id="ssh-paste"
        rows={4}
        className="block w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-sm placeholder:text-muted-foreground/70"
        placeholder={'e.g. 203.0.113.10 s3cret\n203.0.113.11 other-pass'}
        spellCheck={false}
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {problems.length > 0 && (
        <ul role="alert" className="list-inside list-disc text-sm text-destructive">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <Button variant="outline" onClick={add}>
        Add pasted servers
      </Button>
    </div>
  );
}
