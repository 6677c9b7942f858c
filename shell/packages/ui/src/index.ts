export { cn } from './lib/cn';
export { pageOf, type PageSlice } from './lib/page-of';
export { Button, focusRing, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button';
export { IconButton, type IconButtonProps } from './components/icon-button';
export {
  CheckIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  CloseIcon,
  CopyIcon,
  EyeIcon,
  EyeOffIcon,
  JobsIcon,
  MenuIcon,
  MoonIcon,
  PencilIcon,
  PlusIcon,
  RefreshIcon,
  SettingsIcon,
  SunIcon,
  SystemThemeIcon,
  TrashIcon,
  type IconComponent,
  type IconProps,
} from './components/icons';
export { TableScroll, type TableScrollProps } from './components/table-scroll';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './components/card';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './components/tabs';
export { NavTabs, navTabId, type NavTabItem, type NavTabsProps } from './components/nav-tabs';
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './components/dialog';
export { FormDialog, type FormDialogProps } from './components/form-dialog';
export { Switch } from './components/switch';
export { SwitchField, type SwitchFieldProps } from './components/switch-field';
export { Input } from './components/input';
export { Label } from './components/label';
export { LinesField, type LinesFieldProps } from './components/lines-field';
export { Tooltip, TOOLTIP_DELAY_MS, type TooltipProps } from './components/tooltip';
export { Spinner, type SpinnerProps } from './components/spinner';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { ErrorCard, type ErrorCardProps } from './components/error-card';
export { Pager, type PagerProps } from './components/pager';
export { QueryContent, type QueryContentProps, type QueryStateFlags } from './components/query-content';
export * from './components/change-held';
export {
  toast,
  useToastStore,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
} from './toast/toast-store';
export { Toaster } from './toast/toaster';
export {
  nextThemeMode,
  resolveTheme,
  systemPrefersDark,
  useThemeStore,
  THEME_STORAGE_KEY,
  type ResolvedTheme,
  type ThemeMode,
} from './theme/theme-store';
export { useAppliedTheme } from './theme/use-applied-theme';
export { StatusBadge, ToneBadge } from './components/status-badge';
export { displayStatus, dnsResultBadge, statusTone, TONE_CLASSES, type StatusTone } from './lib/status-tone';
export { OutcomeBar, type OutcomeBarProps } from './components/outcome-bar';
export { jobOutcomeText, jobOutcomeTone, type JobCounts, type JobOutcomeTone } from './lib/job-outcome';
export { useStalled, STALLED_AFTER_MS, STALLED_TEXT } from './lib/use-stalled';
export { toastAfterCurrent } from './toast/toast-after-current';
