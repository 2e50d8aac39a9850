/** What the kinds' bench values are made of: Swedish words, streets and towns, spread deterministically. */
export const WORDS = [
  'Norr',
  'Söder',
  'Väster',
  'Öster',
  'Centrum',
  'Hamnen',
  'Torget',
  'Parken',
  'Bron',
  'Kvarnen',
  'Ängen',
  'Skogen',
  'Sjön',
  'Backen',
  'Gläntan',
  'Lunden',
];
export const STREETS = [
  'Götgatan',
  'Hornsgatan',
  'Odengatan',
  'Kungsgatan',
  'Drottninggatan',
  'Sveavägen',
  'Storgatan',
  'Ringvägen',
  'Vasagatan',
  'Linnégatan',
];
export const CITIES = [
  ['118 46', 'Stockholm'],
  ['411 19', 'Göteborg'],
  ['211 22', 'Malmö'],
  ['753 20', 'Uppsala'],
  ['702 10', 'Örebro'],
  ['582 24', 'Linköping'],
] as const;

export const pad = (i: number): string => String(i).padStart(6, '0');
export const pick = <T>(items: readonly T[], i: number): T => items[i % items.length] as T;
/** A deterministic spread over [0, 1) (golden-ratio sequence). */
export const spread = (i: number): number => (i * 0.6180339887498949) % 1;
export const word = (i: number): string => pick(WORDS, Math.floor(i / 7));
