/** Places contributed menu entries into the groups of navigation/groups.ts. Pure. */
import { compareCodeUnits } from '../domain/compareCodeUnits';
import { NAV_GROUPS } from './groups';
import type { MenuEntry, NavItem } from './types';

function byOrder(a: MenuEntry, b: MenuEntry): number {
  const oa = a.order ?? Number.MAX_SAFE_INTEGER;
  const ob = b.order ?? Number.MAX_SAFE_INTEGER;
  return oa !== ob ? oa - ob : compareCodeUnits(a.id, b.id);
}

function toItem(
  entry: Omit<MenuEntry, 'group' | 'children'> & { children?: MenuEntry['children'] },
): NavItem {
  const { children, order: _order, ...rest } = entry;
  if (children?.length) {
    return { ...rest, url: undefined, type: 'collapse', children: children.map((child) => toItem(child)) };
  }
  return { ...rest, type: entry.target === '_blank' ? 'link' : 'item' };
}

export function buildNavigation(entries: readonly MenuEntry[]): NavItem[] {
  const seen = new Set<string>();
  const known = new Set<string>(NAV_GROUPS.map((group) => group.id));
  const unique = entries
    .filter((entry) => (seen.has(entry.id) ? false : (seen.add(entry.id), true)))
    .map((entry) => (known.has(entry.group) ? entry : { ...entry, group: 'main' }));
  return NAV_GROUPS.flatMap((group): NavItem[] => {
    const children = unique
      .filter((entry) => entry.group === group.id)
      .sort(byOrder)
      .map(toItem);
    if (children.length === 0) return [];
    if (!group.title) return children;
    return [{ id: `group-${group.id}`, type: 'group', title: group.title, auth: group.auth, children }];
  });
}
