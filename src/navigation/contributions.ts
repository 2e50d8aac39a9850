/**
 * Where menu entries come from: the resource registry (`resourceMenuEntries` exported by
 * src/resources/registry.ts) and bespoke pages (`menuEntries` exported by src/pages/<page>/menu.ts).
 * Pages may also export `userMenuEntries` for the top bar's profile menu.
 * Globs, so a contributor adds entries without editing this file, and a missing registry gives none.
 */
import type { MenuEntry } from './types';

interface RegistryModule {
  resourceMenuEntries?: readonly MenuEntry[];
}
interface PageMenuModule {
  menuEntries?: readonly MenuEntry[];
  /** Entries of the profile menu in the top bar (e.g. the profile page); group is ignored there. */
  userMenuEntries?: readonly MenuEntry[];
}

const registry = import.meta.glob<RegistryModule>('../resources/registry.ts', { eager: true });
const pages = import.meta.glob<PageMenuModule>(['../pages/*/menu.ts', '../wizards/*/menu.ts'], {
  eager: true,
});

export function contributedMenuEntries(): MenuEntry[] {
  return [
    ...Object.values(pages).flatMap((module) => module.menuEntries ?? []),
    ...Object.values(registry).flatMap((module) => module.resourceMenuEntries ?? []),
  ];
}

export function userMenuEntries(): MenuEntry[] {
  return Object.values(pages).flatMap((module) => module.userMenuEntries ?? []);
}
