/**
 * Menu entries moved to the new platform (SPEC 2): which ones is the deployment's to say, as
 * `VITE_MOVED_ENTRIES` at build time: `<entry id>=<address on the new platform>`, comma separated (e.g.
 * `merchant-loan=https://new.example.com/loan`). A moved entry stays in the menu and opens the notice,
 * whose button leads to that address; an id that names no entry is ignored. Nothing is moved by default.
 */
import type { MenuEntry } from './types';

export function parseMovedEntries(raw: string | undefined): ReadonlyMap<string, string> {
  const moved = new Map<string, string>();
  for (const part of (raw ?? '').split(',')) {
    const [id, url] = part.split('=').map((text) => text.trim());
    if (id && url && /^https:\/\/\S+$/.test(url)) moved.set(id, url);
  }
  return moved;
}

/** The entries, those named in `moved` marked as moved and leading to their new address. */
export function markMoved(entries: readonly MenuEntry[], moved: ReadonlyMap<string, string>): MenuEntry[] {
  if (moved.size === 0) return [...entries];
  return entries.map((entry) => {
    const url = moved.get(entry.id);
    return url ? { ...entry, url, movedToNewPlatform: true } : entry;
  });
}
