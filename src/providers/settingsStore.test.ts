/**
 * Which store entries follow the user (SPEC 3): a list's columns, density and side panels, under the
 * names react-admin gives them (the resource's path), and the domain's rule keeps them; the row a
 * panel shows stays in this browser.
 */
import { describe, expect, it } from 'vitest';
import { densityKey, panelRecordKey, sidePanelKey } from '../domain/listLayout';
import { userSettingsIssues } from '../domain/userSettings';
import { memoryStore } from 'react-admin';
import { isSyncedSetting } from './settingsStore';
import { listenToStoreChanges, watchStoreChanges } from './storeChanges';

const LIST = 'apps/merchant/stores';

describe("a list's layout in the user's settings", () => {
  it('follows the user: columns, density and side panels, not the row the panel shows', () => {
    expect(isSyncedSetting(`${LIST}.datatable_hiddenColumns`)).toBe(true);
    expect(isSyncedSetting(densityKey(LIST))).toBe(true);
    expect(isSyncedSetting(sidePanelKey(LIST, 'left'))).toBe(true);
    expect(isSyncedSetting(sidePanelKey(LIST, 'right'))).toBe(true);
    expect(isSyncedSetting(panelRecordKey(LIST))).toBe(false);
  });

  it('is what the settings rule keeps, and no other density or panel value', () => {
    const settings = {
      [`${LIST}.datatable_hiddenColumns`]: ['phone'],
      [densityKey(LIST)]: 'compact',
      [sidePanelKey(LIST, 'right')]: true,
    };
    expect(userSettingsIssues({ settings })).toEqual([]);
    expect(userSettingsIssues({ settings: { [densityKey(LIST)]: 'dense' } })).toMatchObject([
      { field: `settings.${densityKey(LIST)}`, code: 'validation.userSettings.choice' },
    ]);
    expect(userSettingsIssues({ settings: { [sidePanelKey(LIST, 'left')]: 1 } })).toMatchObject([
      { field: `settings.${sidePanelKey(LIST, 'left')}`, code: 'validation.userSettings.choice' },
    ]);
  });
});

describe('watchStoreChanges', () => {
  it('reports a change made through functions taken before the sync listened', () => {
    const store = watchStoreChanges(memoryStore());
    // A hook keeps the store's function from its first render, before the sync has loaded.
    const { setItem } = store;
    setItem(sidePanelKey(LIST, 'right'), true);
    setItem(panelRecordKey(LIST), 'store-1');
    const heard: [string, unknown][] = [];
    const stop = listenToStoreChanges((key, value) => {
      if (isSyncedSetting(key)) heard.push([key, value]);
    });
    setItem(densityKey(LIST), 'compact');
    stop();
    setItem('theme', 'dark');
    expect(heard).toEqual([
      [sidePanelKey(LIST, 'right'), true],
      [densityKey(LIST), 'compact'],
    ]);
  });
});
