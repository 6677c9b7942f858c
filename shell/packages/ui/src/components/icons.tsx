// The product's icon set (lucide-react, shadcn's default): SVG drawn in the text colour, so an icon
// never depends on an emoji font being installed (🗑 and 👁 rendered as empty boxes without one).
// Apps import icons from here, never from lucide-react, so one set and one default size hold.
import type { LucideIcon, LucideProps } from 'lucide-react';
import {
  Activity,
  Check,
  ChevronDown,
  ChevronRight,
  ChevronUp,
  Copy,
  Eye,
  EyeOff,
  Menu,
  Monitor,
  Moon,
  Pencil,
  Plus,
  RefreshCw,
  Settings,
  Sun,
  Trash,
  X,
} from 'lucide-react';

export type IconProps = LucideProps;
export type IconComponent = LucideIcon;

export {
  Activity as JobsIcon,
  Check as CheckIcon,
  ChevronDown as ChevronDownIcon,
  ChevronRight as ChevronRightIcon,
  ChevronUp as ChevronUpIcon,
  Copy as CopyIcon,
  Eye as EyeIcon,
  EyeOff as EyeOffIcon,
  Menu as MenuIcon,
  Monitor as SystemThemeIcon,
  Moon as MoonIcon,
  Pencil as PencilIcon,
  Plus as PlusIcon,
  RefreshCw as RefreshIcon,
  Settings as SettingsIcon,
  Sun as SunIcon,
  Trash as TrashIcon,
  X as CloseIcon,
};
