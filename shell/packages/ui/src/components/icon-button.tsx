import { forwardRef, type ComponentType } from 'react';
import { Button, type ButtonProps } from './button';
import type { IconProps } from './icons';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** The icon from './icons' (TrashIcon, EyeIcon, …); it is hidden from assistive technology. */
  icon: ComponentType<IconProps>;
  /** Required: the button's only accessible name, since it shows no text (e.g. 'Delete'). */
  'aria-label': string;
  /** Icon size in px; 16 matches text-sm. */
  iconSize?: number;
}

/**
 * A button showing only an icon; its name is the required aria-label. No automatic title: most of
 * these sit inside the spec's Tooltip, and a native title would show a second one.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon: Icon, iconSize = 16, variant = 'ghost', size = 'icon', ...props },
  ref,
) {
  return (
    <Button ref={ref} variant={variant} size={size} {...props}>
      <Icon aria-hidden="true" focusable="false" size={iconSize} />
    </Button>
  );
});
