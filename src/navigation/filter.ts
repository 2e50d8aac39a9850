/**
 * The one navigation filter (SPEC 2 "Layout"): keeps what the user's roles and permission keys allow
 * (domain/roles isAllowed, the SPEC 6 check rule), drops entries whose feature flag is off, and removes
 * groups and collapses left without children, and dividers with nothing to divide. Pure.
 */
import { isAllowed } from '../domain/roles';
import { FEATURE_FLAG_KEYS } from '../domain/feature-flags';
import type { NavItem, NavSubject } from './types';

const CONTAINERS = new Set<NavItem['type']>(['group', 'collapse']);

/** The flag that gates an item: its own, or its id when the id is a flag key (merchant-loan ...). */
export function gatingFlag(item: NavItem): string | undefined {
  if (item.featureFlag) return item.featureFlag;
  return (FEATURE_FLAG_KEYS as readonly string[]).includes(item.id) ? item.id : undefined;
}

function visible(item: NavItem, subject: NavSubject): boolean {
  if (!isAllowed({ roles: item.auth, permissionKey: item.permissionKey }, subject)) return false;
  const flag = gatingFlag(item);
  return flag === undefined || subject.flags[flag] === true;
}

function tidyDividers(items: NavItem[]): NavItem[] {
  const out: NavItem[] = [];
  for (const item of items) {
    if (item.type === 'divider' && (out.length === 0 || out[out.length - 1]?.type === 'divider')) continue;
    out.push(item);
  }
  while (out[out.length - 1]?.type === 'divider') out.pop();
  return out;
}

export function filterNavigation(items: readonly NavItem[], subject: NavSubject): NavItem[] {
  const kept: NavItem[] = [];
  for (const item of items) {
    if (!visible(item, subject)) continue;
    if (CONTAINERS.has(item.type)) {
      const children = filterNavigation(item.children ?? [], subject);
      if (!children.some((child) => child.type !== 'divider')) continue;
      kept.push({ ...item, children });
    } else {
      kept.push(item);
    }
  }
  return tidyDividers(kept);
}
