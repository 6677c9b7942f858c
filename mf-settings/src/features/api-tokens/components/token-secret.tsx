import { Button } from '@dop/ui';
import type { ShellApi } from '@dop/mf-kit';
import { copyText } from '../../team/lib/copy-text';

/** The new token's secret, shown this once (the server keeps only its hash). */
export function TokenSecret({ secret, toasts }: { secret: string; toasts: ShellApi['toasts'] }) {
  return (
    <div role="status" className="space-y-2 rounded-md border border-primary/50 p-3 text-sm">
      <p>Copy this token now. It will not be shown again.</p>
      <div className="flex flex-wrap items-center gap-2">
        <code aria-label="New API token" className="break-all rounded bg-muted px-2 py-1">
          {secret}
        </code>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void copyText(secret).then((ok) => toasts.show({ title: ok ? 'Token copied' : 'Copy it from the box' }))}
        >
          Copy token
        </Button>
      </div>
    </div>
  );
}
