import { useQuery } from '@tanstack/react-query';
import { getSignupMode } from '../api/signup-api';

/** 'approval' | 'invite-only' | 'open', or undefined while unknown (a failed read shows the form). */
export function useSignupMode() {
  return useQuery({ queryKey: ['auth', 'signup-mode'], queryFn: ({ signal }) => getSignupMode(signal) }).data?.mode;
}
