import * as ToastPrimitive from '@radix-ui/react-toast';
import { cn } from '../lib/cn';
import { focusRing } from '../components/button';
import { CloseIcon } from '../components/icons';
import { TOAST_DURATION_MS, useToastStore } from './toast-store';

/**
 * The notification area of spec 1 §9: swipe right past 50 px dismisses, F8 focuses the area
 * (Radix's default hotkey), at most 420 px wide.
 */
export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);

  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-md border p-4 pr-8 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
            t.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-background text-foreground',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>}
          </div>
          {t.action && (
            <ToastPrimitive.Action
              altText={t.action.label}
              onClick={t.action.onClick}
              className={cn('shrink-0 rounded-md border border-current px-3 py-1 text-sm font-medium', focusRing)}
            >
              {t.action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close aria-label="Close" className={cn('absolute right-2 top-2 rounded-sm opacity-70', focusRing)}>
            <CloseIcon aria-hidden="true" size={16} />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-toast list-none flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
