import { describe, expect, it } from 'vitest';
import { locate } from './geocode';

const UPPSALA = { latitude: 59.8586, longitude: 17.6389 };
const STOCKHOLM_CITY = { latitude: 59.3326, longitude: 18.0649 };
const GOTEBORG = { latitude: 57.7089, longitude: 11.9746 };

describe('locate', () => {
  it.each([
    ['a full address', 'Storgatan 1, 753 20 Uppsala', UPPSALA],
    ['a postal code without its space', 'Storgatan 1, 75320 Uppsala', UPPSALA],
    ['a postal code without a town', 'Storgatan 1, 753 20', UPPSALA],
    ['the code before a wrongly named town', 'Storgatan 1, 753 20 Malmö', UPPSALA],
    ['a country prefix', 'Storgatan 1, SE-753 20 Uppsala', UPPSALA],
    ['upper case', 'STORGATAN 1, 753 20 UPPSALA', UPPSALA],
    ['the first prefix of a range', 'Drottninggatan 5, 411 14 Göteborg', GOTEBORG],
    ['the last prefix of a range', 'Hisingsgatan 2, 418 78 Göteborg', GOTEBORG],
  ])('finds %s by its postal code', (_label, address, where) => {
    expect(locate(address)).toEqual({ ...where, matched: 'postalCode' });
  });

  it('tells the Stockholm districts apart by their area, "118 46" and "11846" alike', () => {
    const soder = locate('Götgatan 14, 118 46 Stockholm');
    expect(soder).toEqual({ latitude: 59.315, longitude: 18.07, matched: 'postalCode' });
    expect(locate('Götgatan 14, 11846 Stockholm')).toEqual(soder);
    expect(locate('Odengatan 40, 113 51 Stockholm')).not.toEqual(soder);
  });

  it.each([
    ['a town only', 'Uppsala', UPPSALA],
    ['a street and a town', 'Storgatan 1, Uppsala', UPPSALA],
    ['lower case', 'storgatan 1, uppsala', UPPSALA],
    ['upper case with å, ä, ö', 'KUNGSGATAN 3, GÖTEBORG', GOTEBORG],
    ['a town whose district has its own area', 'Drottninggatan 1, Stockholm', STOCKHOLM_CITY],
    ['an English name', 'Avenyn 1, Gothenburg', GOTEBORG],
  ])('finds %s by the town', (_label, address, where) => {
    expect(locate(address)).toEqual({ ...where, matched: 'town' });
  });

  it.each([
    ['Malmö', 'Södergatan 1, Malmö', 55.605],
    ['Jönköping', 'Östra Storgatan 2, Jönköping', 57.7826],
    ['Västerås', 'Stora torget 1, västerås', 59.6099],
    ['Örebro', 'Drottninggatan 3, ÖREBRO', 59.2753],
    ['Umeå', 'Rådhusesplanaden 1, Umeå', 63.8258],
    ['Upplands Väsby (two words)', 'Centralvägen 1, Upplands Väsby', 59.518],
  ])('reads å, ä and ö in a town name: %s', (_town, address, latitude) => {
    expect(locate(address)).toMatchObject({ latitude, matched: 'town' });
  });

  it('takes a town only as a whole word, the one named last', () => {
    expect(locate('Göteborgsvägen 97, Mölndal')).toEqual({
      latitude: 57.6554,
      longitude: 12.0138,
      matched: 'town',
    });
    expect(locate('Stockholmsvägen 5')).toEqual({ reason: 'invalid' });
    expect(locate('Uppsalavägen 2, Lund')).toMatchObject({ latitude: 55.7047, matched: 'town' });
  });

  it('finds a town when the postal code is outside the gazetteer', () => {
    expect(locate('Storgatan 1, 999 99 Uppsala')).toEqual({ ...UPPSALA, matched: 'town' });
  });

  it.each([
    ['an unknown area', 'Storgatan 1, 999 99'],
    ['an unknown area and an unknown town', 'Byvägen 3, 999 99 Ingenstans'],
    ['an area starting with 0', 'Byvägen 3, 012 34 Ingenstans'],
  ])('answers notFound for a well-formed postal code of %s', (_label, address) => {
    expect(locate(address)).toEqual({ reason: 'notFound' });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['only digits', '11846'],
    ['only digits and spaces', '118 46'],
    ['no postal code and no known town', 'Storgatan 1'],
    ['a four-digit code', 'Storgatan 1, 7532 Ingenstans'],
    ['a six-digit code', 'Storgatan 1, 753201 Ingenstans'],
    ['over 200 characters', `${'Storgatan 1, '.repeat(16)}753 20 Uppsala`],
  ])('answers invalid for %s', (_label, address) => {
    expect(locate(address)).toEqual({ reason: 'invalid' });
  });

  it('places every area of the gazetteer in Sweden, to 4 decimals, over at least 60 towns', () => {
    const places = new Set<string>();
    for (let prefix = 100; prefix <= 999; prefix++) {
      const found = locate(`Gatan 1, ${prefix} 10`);
      if (!('latitude' in found)) continue;
      const { latitude, longitude } = found;
      expect(latitude).toBeGreaterThan(55.3);
      expect(latitude).toBeLessThan(69.1);
      expect(longitude).toBeGreaterThan(10.9);
      expect(longitude).toBeLessThan(24.2);
      for (const value of [latitude, longitude])
        expect(Math.round(value * 10_000) / 10_000, String(prefix)).toBe(value);
      places.add(`${latitude},${longitude}`);
    }
    expect(places.size).toBeGreaterThanOrEqual(60);
  });
});
