// An import's input (issue 30): choose a file or paste its text. A chosen file is read into the box,
// so the user sees (and may still edit) exactly what is sent.
import { Input, Label } from '@dop/ui';
import { useState, type ChangeEvent } from 'react';
import { readFileText } from '../lib/read-file-text';

export interface FileOrPasteProps {
  id: string;
  /** e.g. 'Zone file' → the labels 'Zone file to upload' and 'Zone file text'. */
  label: string;
  accept: string;
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
}

export function FileOrPaste({ id, label, accept, value, onChange, placeholder }: FileOrPasteProps) {
  const [readError, setReadError] = useState<string | null>(null);
  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    try {
      onChange(await readFileText(file));
      setReadError(null);
    } catch (err) {
      setReadError(`${file.name} could not be read: ${(err as Error).message}`);
    }
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-file`}>{`${label} to upload`}</Label>
      <Input id={`${id}-file`} type="file" accept={accept} onChange={(e) => void choose(e)} />
      <Label htmlFor={`${id}-text`}>{`${label} text`}</Label>
      <textarea
        id={`${id}-text`}
        className="min-h-32 w-full rounded-md border border-input bg-background p-2 font-mono text-xs"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
      />
      {readError && (
        <p role="alert" className="text-sm text-destructive">
          {readError}
        </p>
      )}
    </div>
  );
}
