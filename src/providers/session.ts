/**
 * The signed-in session as kept in browser storage (SPEC 7: token, id token, refresh token,
 * organization id and name), and the signal that tells this tab and the other open tabs it ended.
 */
import { browserStorageAvailable } from './browserStorage';

export interface SessionTokens {
  accessToken: string;
  idToken: string | null;
  refreshToken: string | null;
}

export interface SessionOrganization {
  id: string;
  name: string | null;
  /** True when an internal admin selected it to work inside it; false for a merchant user's own. */
  selected: boolean;
  /** The organization's logo address, shown in the top bar. */
  logoUrl?: string | null;
}

/** Why a session ended; the reason picks the message the user sees. */
export type SessionEndReason = 'logout' | 'authFailed' | 'autoLoginFailed' | 'remoteLogout';

export interface SessionEnd {
  reason: SessionEndReason;
  /** What to tell the user, when the reason alone does not say it (an auto-login failure). */
  message?: string;
}

type Listener = (end: SessionEnd) => void;

const PREFIX = 'backoffice.session.';
const KEYS = {
  accessToken: `${PREFIX}token`,
  idToken: `${PREFIX}idToken`,
  refreshToken: `${PREFIX}refreshToken`,
  organizationId: `${PREFIX}organizationId`,
  organizationName: `${PREFIX}organizationName`,
  organizationSelected: `${PREFIX}organizationSelected`,
  organizationLogo: `${PREFIX}organizationLogo`,
} as const;
const CHANNEL = 'backoffice-session';
/** Tells this tab's own broadcasts apart from other tabs' (a tab may hold several channel objects). */
const TAB_ID = Math.random().toString(36).slice(2);

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, String(value)),
  };
}

let fallbackStorage: Storage | undefined;
/** The browser's storage, or this tab's memory where there is none or it is blocked (browserStorage.ts). */
function storage(): Storage {
  if (typeof window !== 'undefined' && browserStorageAvailable()) return window.localStorage;
  fallbackStorage ??= memoryStorage();
  return fallbackStorage;
}

function write(key: string, value: string | null | undefined): void {
  if (value === null || value === undefined) storage().removeItem(key);
  else storage().setItem(key, value);
}

const localListeners = new Set<Listener>();
const changeListeners = new Set<() => void>();

function emitChange(): void {
  changeListeners.forEach((listener) => listener());
}

export const session = {
  tokens(): SessionTokens | null {
    const accessToken = storage().getItem(KEYS.accessToken);
    if (!accessToken) return null;
    return {
      accessToken,
      idToken: storage().getItem(KEYS.idToken),
      refreshToken: storage().getItem(KEYS.refreshToken),
    };
  },

  accessToken(): string | null {
    return storage().getItem(KEYS.accessToken);
  },

  refreshToken(): string | null {
    return storage().getItem(KEYS.refreshToken);
  },

  saveTokens(tokens: SessionTokens): void {
    write(KEYS.accessToken, tokens.accessToken);
    write(KEYS.idToken, tokens.idToken);
    write(KEYS.refreshToken, tokens.refreshToken);
  },

  organization(): SessionOrganization | null {
    const id = storage().getItem(KEYS.organizationId);
    if (!id) return null;
    return {
      id,
      name: storage().getItem(KEYS.organizationName),
      selected: storage().getItem(KEYS.organizationSelected) === 'true',
      logoUrl: storage().getItem(KEYS.organizationLogo),
    };
  },

  setOrganization(organization: SessionOrganization | null): void {
    write(KEYS.organizationId, organization?.id);
    write(KEYS.organizationName, organization?.name);
    write(KEYS.organizationSelected, organization ? String(organization.selected) : null);
    write(KEYS.organizationLogo, organization?.logoUrl);
    emitChange();
  },

  /** Forgets everything stored, without telling anyone. */
  clear(): void {
    Object.values(KEYS).forEach((key) => storage().removeItem(key));
    emitChange();
  },

  /** Clears the session and tells the listeners of this tab and every other open tab. */
  end(reason: Exclude<SessionEndReason, 'remoteLogout'>, message?: string): void {
    session.clear();
    localListeners.forEach((listener) => listener({ reason, ...(message ? { message } : {}) }));
    broadcastEnd();
  },

  /** Called when this tab's session ends, or another tab's logout ends it here. Returns an unsubscribe. */
  onEnded(listener: Listener): () => void {
    localListeners.add(listener);
    const stopRemote = listenForRemoteEnd(listener);
    return () => {
      localListeners.delete(listener);
      stopRemote();
    };
  },

  /** Called when the stored organization changes (selection, leaving, logout). */
  onChange(listener: () => void): () => void {
    changeListeners.add(listener);
    return () => changeListeners.delete(listener);
  },
};

function broadcastEnd(): void {
  if (typeof BroadcastChannel === 'undefined') return; // other tabs see the storage event instead
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: 'session-ended', from: TAB_ID });
  channel.close();
}

function listenForRemoteEnd(listener: Listener): () => void {
  const remote = () => listener({ reason: 'remoteLogout' });
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<{ type?: string; from?: string }>) => {
      if (event.data?.type === 'session-ended' && event.data.from !== TAB_ID) remote();
    };
    return () => channel.close();
  }
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEYS.accessToken && event.newValue === null && event.oldValue !== null) remote();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
