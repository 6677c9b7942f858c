import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from './button';

export interface NavTabItem {
  id: string;
  label: string;
  href: string;
}

export interface NavTabsProps {
  items: readonly NavTabItem[];
  activeId: string | null;
  /** Called for plain clicks, Enter and Space; modified clicks stay with the browser (new tab). */
  onNavigate: (href: string) => void;
  label: string;
  /** id of the element the tabs control, for aria-controls. */
  panelId?: string;
  className?: string;
}

export const navTabId = (id: string) => `nav-tab-${id}`;

/**
 * Tabs that are links to routes: the WAI-ARIA tabs pattern with manual activation. Arrow keys,
 * Home and End move focus without loading anything; Enter or Space opens the focused tab. Only
 * one tab is in the Tab order, so the whole bar is one stop for keyboard users.
 */
export function NavTabs({ items, activeId, onNavigate, label, panelId, className }: NavTabsProps) {
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const rovingIndex = Math.max(
    0,
    items.findIndex((item) => item.id === activeId),
  );

  const focusAt = (index: number) => {
    const count = items.length;
    refs.current[((index % count) + count) % count]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number, href: string) => {
    switch (event.key) {
      case 'ArrowRight':
        focusAt(index + 1);
        break;
      case 'ArrowLeft':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(items.length - 1);
        break;
      case ' ':
      case 'Enter':
        onNavigate(href);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };

  return (
    <div role="tablist" aria-label={label} className={cn('flex gap-1 overflow-x-auto', className)}>
      {items.map((item, index) => {
        const selected = item.id === activeId;
        return (
          <a
            key={item.id}
            ref={(el) => {
              refs.current[index] = el;
            }}
            id={navTabId(item.id)}
            role="tab"
            href={item.href}
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={index === rovingIndex ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, index, item.href)}
            onClick={(event) => onClick(event, item.href)}
            className={cn(
              'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors',
              selected ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
              focusRing,
            )}
          >
            {item.label}
          </a>
        );
      })}
    </div>
  );
}
