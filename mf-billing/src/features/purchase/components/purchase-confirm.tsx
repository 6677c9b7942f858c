// Issue 31: a purchase spends money, so it runs only after an in-app confirmation that names what
// happens: how many domains, at which account, and the total price from the price check.
import type { PurchaseBody } from '@dop/contracts/billing';
import { Button, Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@dop/ui';
import { useRef } from 'react';
import { REGISTRAR_LABELS } from '../../accounts/lib/registrars';
import { totalText, type PurchaseSummary } from '../lib/purchase-total';

export interface PurchaseConfirmProps {
  body: PurchaseBody | null;
  summary: PurchaseSummary | null;
  onConfirm: () => void;
  onCancel: () => void;
}

export function PurchaseConfirm({ body, summary, onConfirm, onCancel }: PurchaseConfirmProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const open = body !== null && summary !== null;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent
        role="alertdialog"
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          cancelRef.current?.focus();
        }}
      >
        {open && (
          <>
            <DialogHeader>
              <DialogTitle>{`Buy ${summary.count} domain(s)?`}</DialogTitle>
              <DialogDescription>{`At ${REGISTRAR_LABELS[body.registrar]} account #${body.accountId}. ${totalText(summary)}.`}</DialogDescription>
            </DialogHeader>
            <ul className="max-h-40 overflow-y-auto font-mono text-sm">
              {body.domains.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
            <DialogFooter>
              <Button ref={cancelRef} variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              <Button onClick={onConfirm}>{`Buy ${summary.count} domain(s)`}</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
