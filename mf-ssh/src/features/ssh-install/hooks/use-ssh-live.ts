// Keeps the tab's live socket open while the tab is shown: lines go to the console store, completions
// end the followed job, active_jobs replaces the active job list the query fetched.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ShellApi } from '@dop/mf-kit';
import type { ActiveJobsResponse } from '@dop/contracts/ssh';
import { sshKeys } from '../api/keys';
import { completeJob } from '../lib/complete-job';
import { SshSocket, sshSocketUrl, type SocketStatus } from '../lib/ssh-socket';
import { useSshStore } from '../stores/ssh-store';

export const ACTIVE_JOBS_KEY = sshKeys.activeJobs;

export interface LiveState {
  status: SocketStatus;
  attempt: number;
}

export function useSshLive(toasts: ShellApi['toasts'], createSocket?: (url: string) => WebSocket): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>({ status: 'connecting', attempt: 0 });
  const socketRef = useRef<SshSocket | null>(null);
  const currentJobId = useSshStore((s) => s.currentJobId);
  const toastsRef = useRef(toasts);
  toastsRef.current = toasts;

  useEffect(() => {
    const socket = new SshSocket({
      url: sshSocketUrl(),
      createSocket,
      onStatus: (status, attempt) => setState({ status, attempt }),
      subscription: () => {
        const { currentJobId: jobId, lastSeq } = useSshStore.getState();
        return jobId ? { jobId, afterSeq: lastSeq } : null;
      },
      onMessage: (msg) => {
        if (msg.type === 'log_update') useSshStore.getState().addLogs(msg.jobId, msg.logs);
        else if (msg.type === 'job_completed') completeJob(toastsRef.current, msg.jobId, msg.status, msg.message);
        else {
          // The socket's list is the newest: a GET still in flight is cancelled (and reverted) first.
          void queryClient
            .cancelQueries({ queryKey: ACTIVE_JOBS_KEY })
            .then(() => queryClient.setQueryData<ActiveJobsResponse>(ACTIVE_JOBS_KEY, { jobs: msg.jobs }));
        }
      },
    });
    socketRef.current = socket;
    socket.start();
    return () => socket.stop();
  }, [queryClient, createSocket]);

  // A newly started job is followed from its first line.
  useEffect(() => {
    if (currentJobId) socketRef.current?.subscribe(currentJobId, useSshStore.getState().lastSeq);
  }, [currentJobId]);

  return state;
}
