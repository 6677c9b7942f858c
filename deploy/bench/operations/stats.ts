// Percentiles by the nearest-rank method over raw samples (no histograms, no interpolation).
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const ms = (n: number) => `${n.toFixed(1)} ms`;
export const perSecond = (n: number) => `${Math.round(n).toLocaleString('en')}/s`;
