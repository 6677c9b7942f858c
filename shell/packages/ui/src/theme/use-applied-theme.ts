import { useEffect, useState } from 'react';
import { resolveTheme, systemPrefersDark, useThemeStore, type ResolvedTheme } from './theme-store';

/**
 * Keeps the `dark` class on <html> in line with the chosen mode, following the OS setting live
 * while the mode is "system". Call it once, in whatever owns the page.
 */
export function useAppliedTheme(): ResolvedTheme {
  const mode = useThemeStore((s) => s.mode);
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => setPrefersDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const resolved = resolveTheme(mode, prefersDark);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', resolved === 'dark');
  }, [resolved]);
  return resolved;
}
