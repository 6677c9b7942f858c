import { nextThemeMode, resolveTheme, useThemeStore, THEME_STORAGE_KEY } from '../theme/theme-store';

describe('theme', () => {
  it('resolves system mode from the OS preference', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('cycles light, dark, system', () => {
    expect([nextThemeMode('light'), nextThemeMode('dark'), nextThemeMode('system')]).toEqual(['dark', 'system', 'light']);
  });

  it('remembers the chosen mode in localStorage', () => {
    useThemeStore.getState().setMode('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(useThemeStore.getState().mode).toBe('dark');
  });
});
