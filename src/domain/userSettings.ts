/**
 * A user's own settings kept on the server (SPEC 3, the session's data.settings, data.shortcuts and
 * data.photoURL): what the app remembers per user (language, theme, list columns, densities and side
 * panels) so that it follows the user to another browser, the screens the user pinned, and the photo.
 * One rule for the app, which sends only what it passes, and the API, which refuses the rest on the
 * field it names.
 */
import { LIST_LAYOUT_CHOICES } from './listLayout';
import type { Texts } from './validators/rule';

export interface UserSettings {
  /** Preference name -> value (react-admin store keys, e.g. `theme`, `stores.datatable_hiddenColumns`). */
  settings: Record<string, unknown>;
  /** App paths the user pinned, in the user's order. */
  shortcuts: string[];
  /** An uploaded image's address (/infrastructure/3.0/image/<id>), or none. */
  photoUrl: string | null;
}

/** A change: the settings named (null forgets one), and the shortcuts or the photo when given. */
export interface UserSettingsChange {
  settings?: Record<string, unknown>;
  shortcuts?: string[];
  photoUrl?: string | null;
}

export const MAX_SETTINGS = 200;
export const MAX_SETTING_CHARS = 4000;
export const MAX_SHORTCUTS = 12;
/** A react-admin store key: a list's are named by its resource's path (`apps/merchant/stores.datatable_*`). */
const KEY = /^[A-Za-z0-9_.:/-]{1,120}$/;
const PATH = /^\/[A-Za-z0-9/_:.-]{0,199}$/;
const PHOTO = /^\/infrastructure\/3\.0\/image\/[0-9a-f-]{36}$/;
/** Settings whose values are a closed list (and a list's layout's, src/domain/listLayout.ts). */
const CLOSED: Readonly<Record<string, readonly unknown[]>> = {
  language: ['sv', 'en'],
  theme: ['light', 'dark'],
};

const choicesOf = (key: string): readonly unknown[] | undefined =>
  CLOSED[key] ?? LIST_LAYOUT_CHOICES.find(([name]) => name.test(key))?.[1];

export interface SettingsIssue {
  field: string;
  code: string;
  message: Texts;
}

const issue = (field: string, code: string, en: string, sv: string): SettingsIssue => ({
  field,
  code: `validation.userSettings.${code}`,
  message: { en, sv },
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function settingsIssues(settings: unknown): SettingsIssue[] {
  if (!isObject(settings)) return [issue('settings', 'object', 'Must be an object', 'Måste vara ett objekt')];
  const entries = Object.entries(settings);
  if (entries.length > MAX_SETTINGS)
    return [
      issue(
        'settings',
        'too_many',
        `At most ${MAX_SETTINGS} settings`,
        `Högst ${MAX_SETTINGS} inställningar`,
      ),
    ];
  const issues: SettingsIssue[] = [];
  for (const [key, value] of entries) {
    const field = `settings.${key.slice(0, 120)}`;
    if (!KEY.test(key)) issues.push(issue(field, 'key', 'Not a setting name', 'Inget inställningsnamn'));
    else if (value === null) continue;
    else if (choicesOf(key)?.includes(value) === false)
      issues.push(issue(field, 'choice', 'Not one of the choices', 'Inte ett av alternativen'));
    else if ((JSON.stringify(value) ?? '').length > MAX_SETTING_CHARS)
      issues.push(
        issue(
          field,
          'too_long',
          `At most ${MAX_SETTING_CHARS} characters`,
          `Högst ${MAX_SETTING_CHARS} tecken`,
        ),
      );
  }
  return issues;
}

function shortcutIssues(shortcuts: unknown): SettingsIssue[] {
  if (!Array.isArray(shortcuts)) return [issue('shortcuts', 'list', 'Must be a list', 'Måste vara en lista')];
  if (shortcuts.length > MAX_SHORTCUTS)
    return [
      issue('shortcuts', 'too_many', `At most ${MAX_SHORTCUTS} shortcuts`, `Högst ${MAX_SHORTCUTS} genvägar`),
    ];
  const issues = shortcuts.flatMap((path, index) =>
    typeof path === 'string' && PATH.test(path) && !path.startsWith('//')
      ? []
      : [issue(`shortcuts.${index}`, 'path', 'Not a page of the app', 'Ingen sida i appen')],
  );
  if (issues.length === 0 && new Set(shortcuts).size !== shortcuts.length)
    issues.push(issue('shortcuts', 'duplicate', 'A page is pinned twice', 'En sida är fäst två gånger'));
  return issues;
}

/** What is wrong with a change, each on its field; none when it may be kept. */
export function userSettingsIssues(change: unknown): SettingsIssue[] {
  if (!isObject(change)) return [issue('', 'object', 'Must be an object', 'Måste vara ett objekt')];
  const issues: SettingsIssue[] = [];
  for (const key of Object.keys(change))
    if (!['settings', 'shortcuts', 'photoUrl'].includes(key))
      issues.push(issue(key.slice(0, 120), 'unknown', 'Unknown field', 'Okänt fält'));
  if ('settings' in change) issues.push(...settingsIssues(change.settings));
  if ('shortcuts' in change) issues.push(...shortcutIssues(change.shortcuts));
  if ('photoUrl' in change && change.photoUrl !== null) {
    if (typeof change.photoUrl !== 'string' || !PHOTO.test(change.photoUrl))
      issues.push(issue('photoUrl', 'photo', 'Not an uploaded image', 'Ingen uppladdad bild'));
  }
  return issues;
}

/** The id of the upload a photo address names. */
export const photoUploadId = (photoUrl: string): string => photoUrl.slice(photoUrl.lastIndexOf('/') + 1);
