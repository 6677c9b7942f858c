// The two steps of every Security gate: the password, then (when the server sent a Telegram code) the
// code. The Settings > Security card and the modal gate both run it, so they behave the same.
import { useCallback, useState } from 'react';
import { isApiError } from '../api/api-error';
import { serverMessage } from '../api/server-message';
import { postStepUp } from './step-up-api';

export type StepUpStage = 'password' | 'code';

export interface StepUpFlow {
  stage: StepUpStage;
  password: string;
  setPassword: (value: string) => void;
  code: string;
  setCode: (value: string) => void;
  error: string | null;
  busy: boolean;
  submit: () => Promise<void>;
  reset: () => void;
}

export interface StepUpFlowOptions {
  /** Called with the server's unlockedUntil once the session is stepped up. */
  onUnlocked: (until: string) => void;
  /** Called with the text shown under the field when a step is refused. */
  onRefused?: (message: string) => void;
}

/** Spec 2 §5: a wrong password reads 'Incorrect password'; other refusals show the server's words. */
function refusalText(error: unknown, stage: StepUpStage): string {
  if (stage === 'password' && isApiError(error) && error.status === 401) return 'Incorrect password';
  return serverMessage(error) || 'Access Denied';
}

export function useStepUpFlow({ onUnlocked, onRefused }: StepUpFlowOptions): StepUpFlow {
  const [stage, setStage] = useState<StepUpStage>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = useCallback(() => {
    setStage('password');
    setPassword('');
    setCode('');
    setError(null);
  }, []);

  const submit = useCallback(async () => {
    if (stage === 'password' && !password) return void setError('Incorrect password');
    if (stage === 'code' && !code.trim()) return void setError('Введите 2FA код');
    setError(null);
    setBusy(true);
    try {
      const reply = await postStepUp(stage === 'password' ? { password } : { password, twoFactorCode: code.trim() });
      if (reply.requires2FA && !reply.unlockedUntil) {
        setStage('code');
        setCode('');
        return;
      }
      const until = reply.unlockedUntil ?? new Date(Date.now() + 15 * 60_000).toISOString();
      reset();
      onUnlocked(until);
    } catch (err) {
      const text = refusalText(err, stage);
      setError(text);
      if (stage === 'password') setPassword('');
      else setCode('');
      onRefused?.(text);
    } finally {
      setBusy(false);
    }
  }, [stage, password, code, reset, onUnlocked, onRefused]);

  return { stage, password, setPassword, code, setCode, error, busy, submit, reset };
}
