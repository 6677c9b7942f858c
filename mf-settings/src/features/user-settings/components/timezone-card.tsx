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
  // While a change is in flight the radio shows the choice just made, not the stored one.
  const current = update.isPending ? update.variables : settings.data?.timezone;

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
                <input
                  type="radio"
                  name="timezone"
                  value={c.value}
                  checked={current === c.value}
                  onChange={() => update.mutate(c.value)}
                />
                {c.label}
              </label>
            ))}
          </fieldset>
        )}
      </CardContent>
    </Card>
  );
}
