// Log period filter of spec 2 §2.1: 1day, 1week (default), 1month, custom (from–to), all.
import { LOG_PERIODS, type LogPeriod } from '../api/types';

export const PERIOD_LABELS: Record<LogPeriod, string> = {
  '1day': '1 day',
  '1week': '1 week',
  '1month': '1 month',
  custom: 'Custom',
  all: 'All',
};

export interface PeriodValue {
  period: LogPeriod;
  /** datetime-local text in the browser's zone, as the inputs hold it. */
  from: string;
  to: string;
}

export interface PeriodFilterProps {
  value: PeriodValue;
  onChange: (value: PeriodValue) => void;
}

const FIELD = 'h-8 rounded-md border border-input bg-background px-2 text-sm';

export function PeriodFilter({ value, onChange }: PeriodFilterProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <select
        aria-label="Log period"
        className={FIELD}
        value={value.period}
        onChange={(e) => onChange({ ...value, period: e.target.value as LogPeriod })}
      >
        {LOG_PERIODS.map((p) => (
          <option key={p} value={p}>
            {PERIOD_LABELS[p]}
          </option>
        ))}
      </select>
      {value.period === 'custom' && (
        <>
          <input
            aria-label="From"
            type="datetime-local"
            className={FIELD}
            value={value.from}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
          />
          <input
            aria-label="To"
            type="datetime-local"
            className={FIELD}
            value={value.to}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
          />
        </>
      )}
    </div>
  );
}

/** datetime-local text → ISO instant; empty or unreadable text → no bound. */
export function localInputToIso(text: string): string | undefined {
  if (!text) return undefined;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}
