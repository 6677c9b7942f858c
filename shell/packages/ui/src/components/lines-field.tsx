import { Label } from './label';

export interface LinesFieldProps {
  /** Id of the box, which the label points at. */
  id: string;
  /** Defaults to "Domains (one per line)", the most common list. */
  label?: string;
  value: string;
  onValueChange: (value: string) => void;
  placeholder?: string;
}

/**
 * A labelled box for a list typed one item per line (domains, NS servers, e-mails, API keys), in a
 * monospace font so the lines line up. Renders the label and the box as siblings, so the caller's
 * layout (grid, space-y) spaces them as before.
 */
export function LinesField({ id, label = 'Domains (one per line)', value, onValueChange, placeholder }: LinesFieldProps) {
  return (
    <>
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        className="min-h-24 w-full rounded-md border border-input bg-background p-2 font-mono text-sm"
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        placeholder={placeholder}
      />
    </>
  );
}
