import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, ChevronDownIcon, ChevronUpIcon } from '@dop/ui';

export const CONTACT_SECTION_TITLE = 'Contact Information for Domain Registration';

/** Spec 1 §2: the collapsible contact block of namecheap and gandi accounts. */
export function ContactSection({ defaultOpen, reveal, children }: { defaultOpen: boolean; reveal: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(defaultOpen);
  // A failed required-field check inside the section opens it, so the user sees what is missing.
  useEffect(() => {
    if (reveal) setOpen(true);
  }, [reveal]);
  const regionId = useId();
  return (
    <div className="rounded-md border border-border">
      <Button
        variant="ghost"
        className="w-full justify-between"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((v) => !v)}
      >
        {CONTACT_SECTION_TITLE}
        {open ? <ChevronUpIcon aria-hidden="true" size={16} /> : <ChevronDownIcon aria-hidden="true" size={16} />}
      </Button>
      {/* Kept mounted while collapsed so typed values survive; hidden removes it from the a11y tree. */}
      <div id={regionId} hidden={!open} className="grid gap-3 p-3 sm:grid-cols-2">
        {children}
      </div>
    </div>
  );
}
