import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '@dop/ui';
import type { ShellApi } from '@dop/mf-kit';
import type { Timezone } from '@dop/contracts/settings';
import { useSettings, useUpdateTimezone } from '../hooks/use-settings';

const CHOICES: { value: Timezone; label: string }[] = [
  { value: 'UTC', label: 'UTC' },
  { value: 'local', label: 'Local time' },
];

/** Spec 2 §2.6: times across the product show in UTC or the browser's zone. */
export function TimezoneCard({ toasts }: { toasts: ShellApi['toasts'] }) {
  const settings = useSettings();
  const update = useUpdateTimezone(toasts);
  // The choice just made shows at once (set in the click's own render, so the controlled radio never
  // flips back for a frame) until the save settles; a failed save falls back to the stored choice.
  const [chosen, setChosen] = useState<Timezone | null>(null);
  const current = chosen ?? settings.data?.timezone;
  const choose = (value: Timezone) => {
    setChosen(value);
    update.mutate(value, { onSettled: () => setChosen(null) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Time Zone</CardTitle>
        <CardDescription>How times are shown in results and logs.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <Spinner />
        ) : (
          <fieldset className="flex gap-6" disabled={update.isPending}>
            <legend className="sr-only">Time Zone</legend>
            {CHOICES.map((c) => (
              <label key={c.value} className="flex items-center gap-2 text-sm">
                <input type="radio" name="timezone" value={c.value} checked={current === c.value} onChange={() => choose(c.value)} />
                {c.label}
              </label>
            ))}
          </fieldset>
        )}
      </CardContent>
    </Card>
  );
}
