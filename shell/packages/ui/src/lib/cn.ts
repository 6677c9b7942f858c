import { clsx, type ClassValue } from 'clsx';

/** Joins class names; conditional parts are dropped when falsy. */
export function cn(...parts: ClassValue[]): string {
  return clsx(parts);
}
