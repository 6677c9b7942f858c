import { Input, Label } from '@dop/ui';
import type { StepUpFlow } from './use-step-up-flow';

/** The gate's one field: the password first, then the Telegram code when the server sent one. */
export function StepUpFields({ flow, idPrefix }: { flow: StepUpFlow; idPrefix: string }) {
  const errorId = `${idPrefix}-error`;
  const invalid = flow.error ? true : undefined;
  const describedBy = flow.error ? errorId : undefined;
  return (
    <div className="flex flex-col gap-2">
      {flow.stage === 'password' ? (
        <>
          <Label htmlFor={`${idPrefix}-password`}>Password</Label>
          <Input
            id={`${idPrefix}-password`}
            type="password"
            autoComplete="current-password"
            autoFocus
            value={flow.password}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => flow.setPassword(e.target.value)}
          />
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">Code sent to your Telegram accounts</p>
          <Label htmlFor={`${idPrefix}-code`}>2FA Code</Label>
          <Input
            id={`${idPrefix}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            autoFocus
            value={flow.code}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(e) => flow.setCode(e.target.value)}
          />
        </>
      )}
      {flow.error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {flow.error}
        </p>
      )}
    </div>
  );
}
