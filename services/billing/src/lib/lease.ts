// Keeps a claim alive while slow registrar calls run (NameSilo spacing, Porkbun's 10 s checks), so a
// lease only lapses when its holder is gone.
export function keepAlive(extend: () => Promise<unknown>, leaseMs: number): () => void {
  const timer = setInterval(() => void extend().catch(() => undefined), Math.max(200, Math.floor(leaseMs / 3)));
  return () => clearInterval(timer);
}

export const leaseEnd = (leaseMs: number, now = Date.now()) => new Date(now + leaseMs);
