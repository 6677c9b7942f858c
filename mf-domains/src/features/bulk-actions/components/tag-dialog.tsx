// "Set team tag" for the selected domains (issue 31; POST /api/domains/update-tags {domainIds, teamTag}).
// The default tags of spec 2 §9 or a custom one (trimmed, non-empty).
import { TEAM_TAGS } from '@dop/operations-ui';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, Input, Label } from '@dop/ui';
import { useState, type FormEvent } from 'react';

export interface TagDialogProps {
  count: number;
  pending: boolean;
  onApply: (teamTag: string) => void;
  onClose: () => void;
}

export function TagDialog({ count, pending, onApply, onClose }: TagDialogProps) {
  const [tag, setTag] = useState<string>(TEAM_TAGS[0]);
  const [custom, setCustom] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = tag === 'custom' ? custom.trim() : tag;
    if (!value) return setProblem('Enter a team tag');
    onApply(value);
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Set team tag</DialogTitle>
          <DialogDescription>{`The tag for ${count} selected domain(s).`}</DialogDescription>
        </DialogHeader>
        <form id="bulk-tag-form" className="space-y-3" onSubmit={submit} noValidate>
          <div className="space-y-1">
            <Label htmlFor="bulk-tag">Team tag</Label>
            <select
              id="bulk-tag"
              className="block h-9 w-full rounded-md border border-input bg-background px-2 text-sm"
              value={tag}
              onChange={(e) => setTag(e.target.value)}
            >
              {TEAM_TAGS.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
              <option value="custom">Custom…</option>
            </select>
          </div>
          {tag === 'custom' && (
            <div className="space-y-1">
              <Label htmlFor="bulk-tag-custom">Custom team tag</Label>
              <Input id="bulk-tag-custom" placeholder="e.g. 3001" value={custom} onChange={(e) => setCustom(e.target.value)} />
            </div>
          )}
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="bulk-tag-form" disabled={pending}>
            {pending ? 'Applying...' : 'Apply'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
