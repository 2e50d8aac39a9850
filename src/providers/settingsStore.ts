/**
 * Which of react-admin's store entries follow the signed-in user to another browser: the theme, a
 * list's columns and density, the side panels. Everything else in the store stays in this browser.
 */
export const isSyncedSetting = (key: string): boolean =>
  key === 'theme' ||
  key.startsWith('sidePanels.') ||
  /\.datatable_(columnRanks|hiddenColumns|density)$/.test(key);
