/**
 * A store's address to its latitude and longitude (SPEC 8: "Could not find location based on address",
 * "Store has an invalid address"), from a bundled gazetteer of Swedish postal areas: no I/O, so the store
 * form, the geocode route and the stores' storage hook answer alike. An area is the first three digits
 * of a postal code; its coordinates are the centre of its town or district (WGS84, 4 decimals). Without a
 * postal code, a town named in the address gives the town's centre.
 */

export interface Location {
  latitude: number;
  longitude: number;
}

export type LocateResult =
  (Location & { matched: 'postalCode' | 'town' }) | { reason: 'invalid' | 'notFound' };

export type LocateFailure = Extract<LocateResult, { reason: string }>['reason'];

/** The SPEC 8 texts of a failure, for the API's error on the address field. */
export const LOCATE_MESSAGES: Readonly<Record<LocateFailure, { en: string; sv: string }>> = {
  notFound: {
    en: 'Could not find location based on address',
    sv: 'Kunde inte hitta en plats utifrån adressen',
  },
  invalid: { en: 'Store has an invalid address', sv: 'Butiken har en ogiltig adress' },
};

/** As long as the store's address may be. */
export const MAX_ADDRESS_LENGTH = 200;

interface PostalArea extends Location {
  /** First and last three-digit prefix of the area. */
  from: number;
  to: number;
  /** The postal town, as Posten writes it. */
  town: string;
}

const area = (from: number, to: number, town: string, latitude: number, longitude: number): PostalArea => ({
  from,
  to,
  town,
  latitude,
  longitude,
});

/**
 * The areas; a town's first row is its centre for a lookup by name (Stockholm's city, then its
 * districts and suburbs, which Posten names as towns of their own).
 */
const AREAS: readonly PostalArea[] = [
  // Stockholm and its postal towns
  area(111, 111, 'Stockholm', 59.3326, 18.0649),
  area(112, 112, 'Stockholm', 59.3326, 18.03),
  area(113, 113, 'Stockholm', 59.343, 18.05),
  area(114, 114, 'Stockholm', 59.338, 18.08),
  area(115, 115, 'Stockholm', 59.345, 18.1),
  area(116, 116, 'Stockholm', 59.313, 18.085),
  area(117, 117, 'Stockholm', 59.315, 18.03),
  area(118, 118, 'Stockholm', 59.315, 18.07),
  area(120, 120, 'Stockholm', 59.302, 18.08),
  area(121, 121, 'Johanneshov', 59.295, 18.078),
  area(122, 122, 'Enskede', 59.282, 18.078),
  area(123, 123, 'Farsta', 59.244, 18.093),
  area(124, 124, 'Bandhagen', 59.27, 18.05),
  area(125, 125, 'Älvsjö', 59.278, 18.01),
  area(126, 126, 'Hägersten', 59.298, 17.98),
  area(129, 129, 'Hägersten', 59.298, 17.98),
  area(127, 127, 'Skärholmen', 59.277, 17.907),
  area(128, 128, 'Skarpnäck', 59.267, 18.133),
  area(131, 131, 'Nacka', 59.31, 18.164),
  area(135, 135, 'Tyresö', 59.244, 18.229),
  area(136, 136, 'Haninge', 59.168, 18.144),
  area(141, 141, 'Huddinge', 59.237, 17.982),
  area(147, 147, 'Tumba', 59.199, 17.833),
  area(151, 152, 'Södertälje', 59.1955, 17.6253),
  area(161, 161, 'Bromma', 59.338, 17.939),
  area(167, 168, 'Bromma', 59.338, 17.939),
  area(162, 162, 'Vällingby', 59.363, 17.872),
  area(163, 163, 'Spånga', 59.383, 17.9),
  area(164, 164, 'Kista', 59.403, 17.944),
  area(165, 165, 'Hässelby', 59.367, 17.833),
  area(169, 171, 'Solna', 59.36, 18.0),
  area(172, 174, 'Sundbyberg', 59.361, 17.971),
  area(175, 177, 'Järfälla', 59.423, 17.835),
  area(181, 181, 'Lidingö', 59.366, 18.133),
  area(182, 182, 'Danderyd', 59.4, 18.033),
  area(183, 183, 'Täby', 59.444, 18.069),
  area(187, 187, 'Täby', 59.444, 18.069),
  area(184, 184, 'Åkersberga', 59.48, 18.299),
  area(186, 186, 'Vallentuna', 59.534, 18.077),
  area(191, 192, 'Sollentuna', 59.428, 17.951),
  area(194, 194, 'Upplands Väsby', 59.518, 17.911),
  area(195, 195, 'Märsta', 59.62, 17.855),
  // Skåne
  area(211, 217, 'Malmö', 55.605, 13.0038),
  area(222, 227, 'Lund', 55.7047, 13.191),
  area(231, 231, 'Trelleborg', 55.3751, 13.1569),
  area(235, 235, 'Vellinge', 55.472, 13.019),
  area(241, 241, 'Eslöv', 55.8392, 13.3039),
  area(252, 256, 'Helsingborg', 56.0465, 12.6945),
  area(261, 261, 'Landskrona', 55.8708, 12.8302),
  area(262, 262, 'Ängelholm', 56.2428, 12.8622),
  area(263, 263, 'Höganäs', 56.1996, 12.5577),
  area(271, 271, 'Ystad', 55.4295, 13.82),
  area(272, 272, 'Simrishamn', 55.5565, 14.3504),
  area(281, 281, 'Hässleholm', 56.1589, 13.7668),
  area(291, 291, 'Kristianstad', 56.0294, 14.1567),
  area(294, 294, 'Sölvesborg', 56.05, 14.575),
  // Halland, Småland, Blekinge, Gotland
  area(302, 305, 'Halmstad', 56.6745, 12.8578),
  area(311, 311, 'Falkenberg', 56.9055, 12.4912),
  area(331, 331, 'Värnamo', 57.186, 14.04),
  area(341, 341, 'Ljungby', 56.833, 13.941),
  area(352, 355, 'Växjö', 56.8777, 14.8091),
  area(371, 371, 'Karlskrona', 56.1612, 15.5869),
  area(372, 372, 'Ronneby', 56.2094, 15.276),
  area(374, 374, 'Karlshamn', 56.1703, 14.8619),
  area(392, 393, 'Kalmar', 56.6634, 16.3568),
  area(553, 556, 'Jönköping', 57.7826, 14.1618),
  area(561, 561, 'Huskvarna', 57.786, 14.302),
  area(571, 571, 'Nässjö', 57.6531, 14.6968),
  area(572, 572, 'Oskarshamn', 57.2645, 16.4484),
  area(573, 573, 'Tranås', 58.0372, 14.9782),
  area(593, 593, 'Västervik', 57.7584, 16.6373),
  area(598, 598, 'Vimmerby', 57.665, 15.855),
  area(621, 621, 'Visby', 57.6348, 18.2948),
  // Göteborg and Västra Götaland
  area(411, 418, 'Göteborg', 57.7089, 11.9746),
  area(421, 421, 'Västra Frölunda', 57.653, 11.91),
  area(426, 426, 'Västra Frölunda', 57.653, 11.91),
  area(422, 422, 'Hisings Backa', 57.745, 11.987),
  area(423, 423, 'Torslanda', 57.724, 11.77),
  area(424, 424, 'Angered', 57.796, 12.049),
  area(425, 425, 'Hisings Kärra', 57.798, 11.993),
  area(431, 431, 'Mölndal', 57.6554, 12.0138),
  area(432, 432, 'Varberg', 57.1057, 12.2508),
  area(433, 433, 'Partille', 57.7395, 12.1064),
  area(434, 434, 'Kungsbacka', 57.4874, 12.076),
  area(435, 435, 'Mölnlycke', 57.659, 12.119),
  area(436, 436, 'Askim', 57.63, 11.94),
  area(441, 441, 'Alingsås', 57.93, 12.533),
  area(442, 442, 'Kungälv', 57.871, 11.98),
  area(443, 443, 'Lerum', 57.77, 12.269),
  area(444, 444, 'Stenungsund', 58.07, 11.819),
  area(451, 451, 'Uddevalla', 58.3498, 11.9356),
  area(452, 452, 'Strömstad', 58.9395, 11.1712),
  area(453, 453, 'Lysekil', 58.2743, 11.4358),
  area(461, 461, 'Trollhättan', 58.2837, 12.2886),
  area(462, 462, 'Vänersborg', 58.38, 12.324),
  area(503, 507, 'Borås', 57.721, 12.9401),
  area(531, 531, 'Lidköping', 58.5052, 13.1577),
  area(541, 541, 'Skövde', 58.3903, 13.8461),
  area(542, 542, 'Mariestad', 58.7097, 13.8237),
  // Östergötland, Södermanland
  area(582, 589, 'Linköping', 58.4108, 15.6214),
  area(591, 591, 'Motala', 58.5371, 15.0365),
  area(595, 595, 'Mjölby', 58.3259, 15.1236),
  area(602, 603, 'Norrköping', 58.5877, 16.1924),
  area(611, 611, 'Nyköping', 58.753, 17.0079),
  area(612, 612, 'Finspång', 58.7058, 15.7674),
  area(632, 635, 'Eskilstuna', 59.3712, 16.5098),
  area(641, 641, 'Katrineholm', 58.9959, 16.2072),
  area(645, 645, 'Strängnäs', 59.3774, 17.0312),
  // Värmland, Örebro, Västmanland, Uppland
  area(652, 656, 'Karlstad', 59.3793, 13.5036),
  area(671, 671, 'Arvika', 59.6553, 12.5852),
  area(681, 681, 'Kristinehamn', 59.3098, 14.1081),
  area(691, 691, 'Karlskoga', 59.3267, 14.5239),
  area(702, 703, 'Örebro', 59.2753, 15.2134),
  area(711, 711, 'Lindesberg', 59.594, 15.23),
  area(721, 724, 'Västerås', 59.6099, 16.5448),
  area(731, 731, 'Köping', 59.514, 15.9926),
  area(733, 733, 'Sala', 59.92, 16.606),
  area(737, 737, 'Fagersta', 60.004, 15.793),
  area(745, 745, 'Enköping', 59.6361, 17.0777),
  area(753, 757, 'Uppsala', 59.8586, 17.6389),
  area(761, 761, 'Norrtälje', 59.758, 18.705),
  // Dalarna, Gävleborg
  area(771, 771, 'Ludvika', 60.1496, 15.1878),
  area(774, 774, 'Avesta', 60.1455, 16.1679),
  area(781, 785, 'Borlänge', 60.4858, 15.4371),
  area(791, 791, 'Falun', 60.6065, 15.6355),
  area(792, 792, 'Mora', 61.007, 14.543),
  area(802, 806, 'Gävle', 60.6749, 17.1413),
  area(811, 811, 'Sandviken', 60.6196, 16.7756),
  area(821, 821, 'Bollnäs', 61.3482, 16.3946),
  area(824, 824, 'Hudiksvall', 61.729, 17.1036),
  area(826, 826, 'Söderhamn', 61.3037, 17.0592),
  // Norrland
  area(831, 832, 'Östersund', 63.1792, 14.6357),
  area(852, 857, 'Sundsvall', 62.3908, 17.3069),
  area(871, 871, 'Härnösand', 62.6323, 17.9379),
  area(881, 881, 'Sollefteå', 63.1667, 17.2667),
  area(891, 891, 'Örnsköldsvik', 63.2909, 18.7153),
  area(901, 907, 'Umeå', 63.8258, 20.263),
  area(921, 921, 'Lycksele', 64.5954, 18.6735),
  area(931, 931, 'Skellefteå', 64.7507, 20.9528),
  area(941, 941, 'Piteå', 65.3172, 21.4794),
  area(952, 952, 'Kalix', 65.853, 23.156),
  area(953, 953, 'Haparanda', 65.8355, 24.1368),
  area(961, 961, 'Boden', 65.8252, 21.6886),
  area(972, 977, 'Luleå', 65.5848, 22.1547),
  area(981, 981, 'Kiruna', 67.8558, 20.2253),
  area(982, 982, 'Gällivare', 67.133, 20.66),
];

/** Names an address may use for a town besides its postal name. */
const ALIASES: Readonly<Record<string, string>> = {
  gothenburg: 'Göteborg',
  goteborg: 'Göteborg',
  handen: 'Haninge',
  jakobsberg: 'Järfälla',
};

const words = (text: string) =>
  ` ${text
    .toLocaleLowerCase('sv')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim()} `;

const byPrefix = new Map<number, PostalArea>();
const byTown = new Map<string, Location>();
for (const entry of AREAS) {
  for (let prefix = entry.from; prefix <= entry.to; prefix++) byPrefix.set(prefix, entry);
  const key = words(entry.town);
  if (!byTown.has(key)) byTown.set(key, { latitude: entry.latitude, longitude: entry.longitude });
}
for (const [alias, town] of Object.entries(ALIASES)) {
  const location = byTown.get(words(town));
  if (location) byTown.set(words(alias), location);
}

/** The town named last in the address (Swedish addresses end with it), as a whole word or words. */
function townIn(address: string): Location | undefined {
  const text = words(address);
  let found: { at: number; location: Location } | undefined;
  for (const [name, location] of byTown) {
    const at = text.lastIndexOf(name);
    if (at >= 0 && (!found || at > found.at)) found = { at, location };
  }
  return found?.location;
}

/** The address's postal code "NNN NN" or "NNNNN" (the last one written), as its three-digit area. */
function postalArea(address: string): number | undefined {
  const codes = [...address.matchAll(/(?<!\d)(\d{3})\s?(\d{2})(?!\d)/g)];
  const last = codes[codes.length - 1];
  return last ? Number(last[1]) : undefined;
}

export function locate(address: string): LocateResult {
  const text = address.trim();
  if (text === '' || text.length > MAX_ADDRESS_LENGTH || !/\p{L}/u.test(text)) return { reason: 'invalid' };
  const code = postalArea(text);
  const inArea = code === undefined ? undefined : byPrefix.get(code);
  if (inArea) return { latitude: inArea.latitude, longitude: inArea.longitude, matched: 'postalCode' };
  const town = townIn(text);
  if (town) return { ...town, matched: 'town' };
  return { reason: code === undefined ? 'invalid' : 'notFound' };
}
