/**
 * Navigation as data (SPEC 2, "Layout"). The menu is a tree of NavItem; resource definitions and
 * bespoke pages contribute flat MenuEntry values which buildNavigation() places into groups.
 */

import type { PermissionKey, Role } from '../domain/roles';
import type { FeatureFlagKey } from '../domain/feature-flags';
import type { NavIconName } from './icons';

export type NavItemType = 'group' | 'collapse' | 'item' | 'link' | 'divider';

/** A label given inline in both languages, as resource definitions do. */
export interface LocalizedText {
  en: string;
  sv: string;
}

/** A message key of the i18n catalogue, or inline labels. */
export type NavTitle = string | LocalizedText;

export interface NavBadge {
  title: NavTitle;
  /** Background and foreground colours (CSS). */
  bg?: string;
  fg?: string;
}

export interface NavItem {
  id: string;
  type: NavItemType;
  title?: NavTitle;
  /** A name from navigation/icons.ts (e.g. 'Store'), checked by tsc. */
  icon?: NavIconName;
  /** An image address shown instead of an icon. */
  image?: string;
  url?: string;
  /** Active only on this exact path (not on sub-paths). */
  exact?: boolean;
  target?: '_self' | '_blank';
  badge?: NavBadge;
  /** Roles, as in domain/roles isAllowed: undefined/null no requirement, [] guests only. */
  auth?: readonly string[] | null;
  /** Evaluated with `auth` by isAllowed (a key without roles sets no requirement). */
  permissionKey?: string | null;
  /** Shown only when this feature flag is on. Items with id merchant-loan / merchant-giftcards are gated by that flag anyway. */
  featureFlag?: string;
  /** Shows the "moved to the new platform" notice instead of opening the screen. */
  movedToNewPlatform?: boolean;
  children?: NavItem[];
}

/** Where a contributed entry goes; see navigation/groups.ts. */
export type NavGroupId =
  | 'main'
  | 'merchant'
  | 'reports'
  | 'settings'
  | 'superadmin'
  | 'supportadmin'
  | 'partneradmin'
  | 'salesadmin'
  | 'associate'
  | 'developer';

/**
 * What a resource definition (src/resources/registry.ts exports `resourceMenuEntries`) or a bespoke page
 * (src/pages/<page>/menu.ts exports `menuEntries`) contributes to the menu. Only contribute entries for
 * screens that exist.
 */
export interface ResourceMenuEntry {
  id: string;
  url: string;
  title: NavTitle;
  icon?: NavIconName;
  /** A NavGroupId; an unknown group puts the entry in 'main' (visible, so the mistake shows). */
  group: NavGroupId | (string & {});
  /** Ascending within the group; entries without order come last, by id. */
  order?: number;
  auth?: readonly Role[] | null;
  permissionKey?: PermissionKey | null;
  featureFlag?: FeatureFlagKey;
  exact?: boolean;
  target?: '_self' | '_blank';
  badge?: NavBadge;
  movedToNewPlatform?: boolean;
  /** An entry with children becomes a collapsible item; the children are items in it. */
  children?: ReadonlyArray<Omit<ResourceMenuEntry, 'group' | 'children'>>;
}

export type MenuEntry = ResourceMenuEntry;

export interface NavSubject {
  roles: readonly string[];
  permissions: readonly string[];
  flags: Readonly<Record<string, boolean>>;
}
