import { Button } from '@dop/ui';
import type { ShellApi } from '@dop/mf-kit';
import { copyText } from '../lib/copy-text';
import { absoluteInviteUrl } from '../stores/invite-links-store';

/** Copies the absolute invitation address (window.location.origin + the server's '/auth?invite=…'). */
export function CopyLinkButton({ url, toasts, label = 'Copy link' }: { url: string; toasts: ShellApi['toasts']; label?: string }) {
  async function copy() {
    const link = absoluteInviteUrl(url);
    const ok = await copyText(link);
    toasts.show(ok ? { title: 'Link copied' } : { title: 'Copy this link', description: link });
  }
  return (
    <Button size="sm" variant="outline" onClick={() => void copy()}>
      {label}
    </Button>
  );
}
