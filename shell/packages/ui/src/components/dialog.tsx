import * as DialogPrimitive from '@radix-ui/react-dialog';
import { forwardRef, useRef, type ComponentPropsWithoutRef, type ElementRef, type HTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from './button';
import { CloseIcon } from './icons';

/**
 * Modal dialog: Radix traps focus and closes on Escape. Radix returns focus only to a DialogTrigger;
 * most of our dialogs are opened from state (a row's button, a menu item), so DialogContent itself
 * remembers the element that had focus when it opened and gives focus back to it on close.
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const DialogContent = forwardRef<
  ElementRef<typeof DialogPrimitive.Content>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & { closeLabel?: string }
>(function DialogContent({ className, children, closeLabel = 'Close', onOpenAutoFocus, onCloseAutoFocus, ...props }, ref) {
  const opener = useRef<HTMLElement | null>(null);
  // Radix fires this before it moves focus inside, so the active element is still the opener.
  const rememberOpener = (event: Event) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onOpenAutoFocus?.(event);
  };
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    const target = opener.current;
    opener.current = null;
    // An opener that is gone (a closed menu's item) leaves Radix its default.
    if (event.defaultPrevented || !target || target === document.body || !target.isConnected) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        ref={ref}
        onOpenAutoFocus={rememberOpener}
        onCloseAutoFocus={returnFocus}
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4',
          // On a phone the dialog keeps a margin, and a tall one scrolls inside instead of off screen.
          'max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] overflow-y-auto',
          'rounded-lg border border-border bg-background p-4 shadow-lg sm:p-6',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className={cn('absolute right-4 top-4 rounded-sm opacity-70 hover:opacity-100', focusRing)}
        >
          <CloseIcon aria-hidden="true" size={16} />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
});

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col gap-1.5', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex justify-end gap-2', className)} {...props} />;
}

export const DialogTitle = forwardRef<ElementRef<typeof DialogPrimitive.Title>, ComponentPropsWithoutRef<typeof DialogPrimitive.Title>>(
  function DialogTitle({ className, ...props }, ref) {
    return <DialogPrimitive.Title ref={ref} className={cn('text-lg font-semibold', className)} {...props} />;
  },
);

export const DialogDescription = forwardRef<
  ElementRef<typeof DialogPrimitive.Description>,
  ComponentPropsWithoutRef<typeof DialogPrimitive.Description>
>(function DialogDescription({ className, ...props }, ref) {
  return <DialogPrimitive.Description ref={ref} className={cn('text-sm text-muted-foreground', className)} {...props} />;
});
