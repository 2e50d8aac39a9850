/**
 * Pinned screens (SPEC 3, data.shortcuts): a user pins a screen of its navigation, and its shortcuts
 * are the screens it pinned that its navigation still shows, in the order pinned.
 */
import type { NavItem } from './types';

/** The screens of a (filtered) navigation tree a user may pin: its entries that open a page here. */
export function pinnableScreens(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item) => [
    ...(item.url && item.url.startsWith('/') && item.target !== '_blank' && !item.movedToNewPlatform
      ? [item]
      : []),
    ...pinnableScreens(item.children ?? []),
  ]);
}

/** The pinned screens the navigation still shows, in the order pinned. */
export function shortcutScreens(items: readonly NavItem[], shortcuts: readonly string[]): NavItem[] {
  const screens = new Map(pinnableScreens(items).map((item) => [item.url, item]));
  return shortcuts.flatMap((path) => {
    const screen = screens.get(path);
    return screen ? [screen] : [];
  });
}

/** The shortcuts with `path` pinned (at the end) or unpinned. */
export const toggledShortcut = (shortcuts: readonly string[], path: string): string[] =>
  shortcuts.includes(path) ? shortcuts.filter((pinned) => pinned !== path) : [...shortcuts, path];
