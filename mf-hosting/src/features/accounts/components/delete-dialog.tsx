// Deleting an account asks first: it drops the stored password and server snapshot.
import type { DiorhostAccount } from '@dop/contracts/hosting';
import type { ShellApi } from '@dop/mf-kit';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@dop/ui';
import { useDeleteAccount } from '../hooks/use-accounts';

export function DeleteDialog(props: { shell: ShellApi; account: DiorhostAccount; onClose: () => void; onDeleted: (id: string) => void }) {
  const { shell, account, onClose } = props;
  const remove = useDeleteAccount(shell.toasts, (id) => {
    props.onDeleted(id);
    onClose();
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete account</DialogTitle>
          <DialogDescription>Delete the DiorHost account {account.name}?</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(account.id)}>
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
