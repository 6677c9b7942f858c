// The bulk job the user started last, so the progress view can follow it.
import { create } from 'zustand';

interface JobState {
  jobId: string | null;
  setJobId: (id: string | null) => void;
}

export const useJobStore = create<JobState>((set) => ({ jobId: null, setJobId: (jobId) => set({ jobId }) }));
