import { focusRing } from '@dop/ui';
import { PRODUCT_TITLE } from './product-title';

/** The header's logo and product title, a link to the main screen. */
export function LogoLink({ onNavigate }: { onNavigate: (path: string) => void }) {
  return (
    <a
      href="/"
      className={`flex items-center gap-2 rounded-md ${focusRing}`}
      onClick={(event) => {
        // Plain clicks stay in the single-page app; modified clicks open a new tab as usual.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate('/');
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 text-primary" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" />
      </svg>
      <span className="text-base font-semibold">{PRODUCT_TITLE}</span>
    </a>
  );
}
