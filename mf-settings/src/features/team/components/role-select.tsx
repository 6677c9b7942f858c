import type { Role } from '@dop/contracts/access';
import { cn, focusRing } from '@dop/ui';

export interface RoleSelectProps {
  id?: string;
  value: Role;
  options: readonly Role[];
  onChange: (role: Role) => void;
  disabled?: boolean;
  'aria-label'?: string;
  title?: string;
}

/** A native select: keyboard and screen readers work as everywhere else. */
export function RoleSelect({ options, onChange, value, className, ...props }: RoleSelectProps & { className?: string }) {
  // A member may hold a role the actor cannot give (an admin looking at an owner): still show it.
  const shown = options.includes(value) ? options : [value, ...options];
  return (
    <select
      className={cn('h-9 rounded-md border border-input bg-background px-2 text-sm disabled:opacity-50', focusRing, className)}
      value={value}
      onChange={(e) => onChange(e.target.value as Role)}
      {...props}
    >
      {shown.map((r) => (
        <option key={r} value={r}>
          {r}
        </option>
      ))}
    </select>
  );
}
