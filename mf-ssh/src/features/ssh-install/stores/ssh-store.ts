// The SSH tab's state, kept in browser storage so a reload finds the running job and its console
// (spec 2 §9). Passwords are deliberately not stored: only the IPs of the form survive a reload.
import type { SshLogEntry } from '@dop/contracts/ssh';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export const SSH_STORAGE_KEY = 'ssh-state';
/** The console keeps the latest lines; older ones stay on the server (job logs). */
export const MAX_CONSOLE_LINES = 2_000;
/** What survives a reload: fewer and shorter lines, so browser storage (about 5 MB) never overflows. */
export const STORED_LINES = 500;
export const STORED_LINE_CHARS = 500;

export type ConsoleLevel = 'info' | 'success' | 'warning' | 'error';

export interface ConsoleLine {
  key: string;
  text: string;
  level: ConsoleLevel;
  stream?: SshLogEntry['stream'];
}

interface SshState {
  /** The job whose output the console follows; cleared when it completes. */
  currentJobId: string | null;
  /** Highest seq of currentJobId already in the console. */
  lastSeq: number;
  lines: ConsoleLine[];
  ips: string[];
  startJob(jobId: string): void;
  addLogs(jobId: string, entries: SshLogEntry[]): void;
  note(text: string, level: ConsoleLevel): void;
  /** Ends following the job (its completion or its disappearance). */
  endJob(jobId: string): boolean;
  setIps(ips: string[]): void;
  clearConsole(): void;
}

const keep = (lines: ConsoleLine[]) => lines.slice(-MAX_CONSOLE_LINES);
let notes = 0;

export function formatEntry(e: SshLogEntry): string {
  return e.host ? `[${e.host}] ${e.message}` : e.message;
}

export const useSshStore = create<SshState>()(
  persist(
    (set, get) => ({
      currentJobId: null,
      lastSeq: 0,
      lines: [],
      ips: [''],
      startJob: (jobId) => set({ currentJobId: jobId, lastSeq: 0 }),
      addLogs: (jobId, entries) =>
        set((s) => {
          if (s.currentJobId !== jobId) return s;
          const fresh = entries.filter((e) => e.seq > s.lastSeq).sort((a, b) => a.seq - b.seq);
          if (!fresh.length) return s;
          const added = fresh.map((e) => ({ key: `${jobId}:${e.seq}`, text: formatEntry(e), level: e.level, stream: e.stream }));
          return { lastSeq: fresh[fresh.length - 1].seq, lines: keep([...s.lines, ...added]) };
        }),
      note: (text, level) => set((s) => ({ lines: keep([...s.lines, { key: `note:${Date.now()}:${notes++}`, text, level }]) })),
      endJob: (jobId) => {
        if (get().currentJobId !== jobId) return false;
        set({ currentJobId: null, lastSeq: 0 });
        return true;
      },
      setIps: (ips) => set({ ips }),
      clearConsole: () => set({ lines: [] }),
    }),
    {
      name: SSH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({
        currentJobId: s.currentJobId,
        lastSeq: s.lastSeq,
        lines: s.lines.slice(-STORED_LINES).map((l) => ({ ...l, text: l.text.slice(0, STORED_LINE_CHARS) })),
        ips: s.ips,
      }),
    },
  ),
);
