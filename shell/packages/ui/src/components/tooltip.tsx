import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

/** Spec 1 §9: tooltips open after 700 ms. */
export const TOOLTIP_DELAY_MS = 700;

export interface TooltipProps {
  /** The tooltip text, e.g. 'Редактировать DNS записи'. */
  content: ReactNode;
  /** One focusable element (a button); it gets aria-describedby while the tooltip shows. */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** Hover or keyboard focus shows it; Escape hides it. Carries its own provider so it works anywhere. */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={4}
            className="z-50 rounded-md border border-border bg-popover px-3 py-1.5 text-sm text-popover-foreground shadow-md"
          >
            {content}
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
