import { useEffect, type RefObject } from 'react';

/**
 * Closes a disclosure menu on Escape (anywhere on the page, focus back to its button) and on a press
 * outside it. A dialog opened from the menu (the display-name dialog) handles its own Escape first:
 * Radix marks that key event handled, and presses inside a dialog do not count as outside.
 */
export function useMenuDismiss(
  open: boolean,
  close: () => void,
  panel: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      close();
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target || panel.current?.contains(target) || button.current?.contains(target)) return;
      if (target.closest('[role="dialog"], [role="alertdialog"]')) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, panel, button]);
}
