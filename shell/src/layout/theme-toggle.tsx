import {
  Button,
  MoonIcon,
  nextThemeMode,
  SunIcon,
  SystemThemeIcon,
  Tooltip,
  useThemeStore,
  type IconComponent,
  type ThemeMode,
} from '@dop/ui';

const LABELS: Record<ThemeMode, string> = { light: 'Light', dark: 'Dark', system: 'System' };
const ICONS: Record<ThemeMode, IconComponent> = { light: SunIcon, dark: MoonIcon, system: SystemThemeIcon };

/** One button cycling light → dark → system; its name says the current mode and the next. */
export function ThemeToggle({ withText = false }: { withText?: boolean }) {
  const mode = useThemeStore((s) => s.mode);
  const setMode = useThemeStore((s) => s.setMode);
  const next = nextThemeMode(mode);
  const Icon = ICONS[mode];
  const button = (
    <Button
      variant="ghost"
      size={withText ? 'default' : 'icon'}
      aria-label={`Theme: ${LABELS[mode]}. Switch to ${LABELS[next]}`}
      onClick={() => setMode(next)}
    >
      <Icon aria-hidden="true" size={18} />
      {withText && <span>Theme: {LABELS[mode]}</span>}
    </Button>
  );
  // The icon-only button needs a visible name for sighted users too; the text variant has one.
  return withText ? button : <Tooltip content={`Theme: ${LABELS[mode]}`}>{button}</Tooltip>;
}
