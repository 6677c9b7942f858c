// The Cloudflare name servers of a switch (issue 30): two or more labelled inputs, one more on demand,
// a remove button beside each beyond the second.
import { Button, Input, Label } from '@dop/ui';
import { MAX_NAMESERVERS, MIN_CLOUDFLARE } from '../lib/nameserver-preview';

export interface CloudflareInputsProps {
  values: string[];
  onChange: (values: string[]) => void;
}

export function CloudflareInputs({ values, onChange }: CloudflareInputsProps) {
  const set = (i: number, v: string) => onChange(values.map((old, j) => (j === i ? v : old)));
  return (
    <div className="space-y-2">
      {values.map((value, i) => (
        <div key={i} className="flex items-end gap-2">
          <div className="flex-1 space-y-1">
            <Label htmlFor={`cf-ns-${i}`}>{`Cloudflare name server ${i + 1}`}</Label>
            <Input
              id={`cf-ns-${i}`}
              placeholder={i === 0 ? 'ada.ns.cloudflare.com' : 'bob.ns.cloudflare.com'}
              autoComplete="off"
              spellCheck={false}
              value={value}
              onChange={(e) => set(i, e.target.value)}
            />
          </div>
          {values.length > MIN_CLOUDFLARE && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Remove name server ${i + 1}`}
              onClick={() => onChange(values.filter((_, j) => j !== i))}
            >
              Remove
            </Button>
          )}
        </div>
      ))}
      {values.length < MAX_NAMESERVERS && (
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...values, ''])}>
          Add name server
        </Button>
      )}
    </div>
  );
}
