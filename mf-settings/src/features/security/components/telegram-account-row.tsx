import { Button } from '@dop/ui';
import type { TelegramAccountView } from '@dop/contracts/settings';

/** One account: linked (chat known, active), inactive (chat gone) or waiting for Start. */
export function TelegramAccountRow({
  account,
  onDelete,
  deleting,
}: {
  account: TelegramAccountView;
  onDelete: () => void;
  deleting: boolean;
}) {
  const status = account.chatId === null ? 'Waiting for Start' : account.isActive ? 'Linked' : 'Inactive';
  const name = account.username ? `@${account.username}` : 'Telegram account';
  return (
    <li className="flex items-center justify-between py-2 text-sm">
      <span>
        {name} <span className="text-muted-foreground">· {status}</span>
      </span>
      <Button variant="outline" size="sm" aria-label={`Remove ${name}`} disabled={deleting} onClick={onDelete}>
        Remove
      </Button>
    </li>
  );
}
