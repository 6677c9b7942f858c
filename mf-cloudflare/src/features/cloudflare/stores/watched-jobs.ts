// The add / move jobs this browser tab started and still waits on for an outcome (issue 31).
import { create } from 'zustand';
import type { WatchedJob } from '../lib/job-outcome';

interface WatchedJobsState {
  jobs: WatchedJob[];
  watch: (job: WatchedJob) => void;
  forget: (jobId: string) => void;
}

export const useWatchedJobs = create<WatchedJobsState>((set) => ({
  jobs: [],
  watch: (job) => set((s) => ({ jobs: [...s.jobs.filter((j) => j.jobId !== job.jobId), job] })),
  forget: (jobId) => set((s) => ({ jobs: s.jobs.filter((j) => j.jobId !== jobId) })),
}));
