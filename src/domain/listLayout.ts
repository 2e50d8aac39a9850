/**
 * How a user lays out a generic list (SPEC 2 and 3): its density and its side panels, kept per user
 * and per resource in the server-side settings (src/domain/userSettings.ts judges them by the choices
 * here, the list offers only these).
 */
export const LIST_DENSITIES = ['compact', 'standard', 'comfortable'] as const;
export type ListDensity = (typeof LIST_DENSITIES)[number];

export type SidePanel = 'left' | 'right';

/** The settings' names: the density beside react-admin's own DataTable keys (`<resource>.datatable_*`). */
export const densityKey = (resource: string) => `${resource}.datatable_density`;
export const sidePanelKey = (resource: string, side: SidePanel) => `sidePanels.${resource}.${side}`;
/** The row the right panel shows: this browser's, not a setting. */
export const panelRecordKey = (resource: string) => `${resource}.sidePanelRecord`;

export const isListDensity = (value: unknown): value is ListDensity =>
  (LIST_DENSITIES as readonly unknown[]).includes(value);

/** The layout's settings, by their name, with the values each may take. */
export const LIST_LAYOUT_CHOICES: readonly (readonly [RegExp, readonly unknown[]])[] = [
  [/\.datatable_density$/, LIST_DENSITIES],
  [/^sidePanels\./, [true, false]],
];
