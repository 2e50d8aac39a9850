import { afterEach, describe, expect, it } from 'vitest';
import { session, type SessionEnd } from './session';

afterEach(() => session.clear());

describe('session', () => {
  it('keeps the tokens and the organization, and forgets them on clear', () => {
    session.saveTokens({ accessToken: 'a', idToken: 'i', refreshToken: 'r' });
    session.setOrganization({ id: 'org-1', name: 'Kaffebaren AB', selected: false });
    expect(session.tokens()).toEqual({ accessToken: 'a', idToken: 'i', refreshToken: 'r' });
    expect(session.organization()).toEqual({
      id: 'org-1',
      name: 'Kaffebaren AB',
      selected: false,
      logoUrl: null,
    });
    session.clear();
    expect(session.tokens()).toBeNull();
    expect(session.organization()).toBeNull();
  });

  it("tells this tab's listeners why it ended, but not its own broadcast", async () => {
    const ended: SessionEnd[] = [];
    const stop = session.onEnded((end) => ended.push(end));
    session.saveTokens({ accessToken: 'a', idToken: null, refreshToken: 'r' });
    session.end('authFailed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    stop();
    expect(ended).toEqual([{ reason: 'authFailed' }]);
    expect(session.tokens()).toBeNull();
  });

  it("hears another tab's logout", async () => {
    const ended: SessionEnd[] = [];
    const stop = session.onEnded((end) => ended.push(end));
    const otherTab = new BroadcastChannel('backoffice-session');
    otherTab.postMessage({ type: 'session-ended', from: 'another-tab' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    otherTab.close();
    stop();
    expect(ended).toEqual([{ reason: 'remoteLogout' }]);
  });
});
