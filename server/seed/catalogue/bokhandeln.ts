/**
 * Bokhandeln AB's (Göteborg) catalogue: books (6 %) with ISBN-13 barcodes (EAN-13, prefix 978), and
 * stationery and gifts (25 %).
 */
import { buildCatalogue, type GroupSpec } from './build.ts';

const SPECS: readonly GroupSpec[] = [
  {
    key: 'skon',
    name: 'Skönlitteratur',
    tax: 'books',
    ean: true,
    subGroups: [
      {
        key: 'romaner',
        name: 'Romaner',
        tax: 'books',
        products: [
          ['Utvandrarna, pocket', 119],
          ['Röda rummet, inbunden', 229],
          ['Doktor Glas, pocket', 99],
          ['Gösta Berlings saga, pocket', 109],
          ['Hemsöborna, pocket', 99],
          ['Egenmäktigt förfarande, pocket', 119],
          ['Populärmusik från Vittula, pocket', 119],
          ['Ett öga rött, pocket', 99],
          ['En man som heter Ove, pocket', 129],
          ['Kallocain, pocket', 99],
        ],
      },
      {
        key: 'deckare',
        name: 'Deckare',
        tax: 'books',
        products: [
          ['Mördare utan ansikte, pocket', 119],
          ['Roseanna, pocket', 109],
          ['Isprinsessan, pocket', 119],
          ['Män som hatar kvinnor, pocket', 129],
          ['Fjällbackamorden, box', 449],
          ['Tjänstemannen, inbunden', 259],
          ['Snömannen, pocket', 119],
          ['Den femte kvinnan, pocket', 119],
        ],
      },
      {
        key: 'poesi',
        name: 'Poesi',
        tax: 'books',
        products: [
          ['Samlade dikter, Tranströmer', 249],
          ['Dikter i urval, Karin Boye', 179],
          ['Fosterlandet, haiku', 149],
          ['Svenska dikter, antologi', 299],
        ],
      },
    ],
  },
  {
    key: 'fack',
    name: 'Facklitteratur',
    tax: 'books',
    ean: true,
    subGroups: [
      {
        key: 'historia',
        name: 'Historia',
        tax: 'books',
        products: [
          ['Sveriges historia 1500-1600', 395],
          ['Vikingarnas värld', 299],
          ['Göteborgs hamn genom tiderna', 249],
          ['Kalla kriget i Norden', 279],
          ['Västra Götalands historia', 329],
        ],
      },
      {
        key: 'mat',
        name: 'Mat och dryck',
        tax: 'books',
        products: [
          ['Vardagsmat på svenska', 289],
          ['Baka surdegsbröd', 259],
          ['Västkustens fisk och skaldjur', 279],
          ['Vegetariskt varje dag', 249],
          ['Kaffe: från böna till kopp', 229],
        ],
      },
      {
        key: 'resor',
        name: 'Resor',
        tax: 'books',
        products: [
          ['Vandra i Bohuslän', 199],
          ['Västkusten runt', 179],
          ['Cykla i Sverige', 229],
          ['Stockholm, guidebok', 189],
          ['Fjällen, vandringsleder', 249],
        ],
      },
    ],
  },
  {
    key: 'barn',
    name: 'Barn och ungdom',
    tax: 'books',
    ean: true,
    subGroups: [
      {
        key: 'bild',
        name: 'Bilderböcker',
        tax: 'books',
        products: [
          ['Pettson och Findus: Kackel i trädgårdslandet', 149],
          ['Alfons Åberg: Vem räddar lilla Alfons?', 129],
          ['Max nalle', 99],
          ['Totte badar', 99],
          ['Mamma Mu åker bobsleigh', 149],
          ['Bockarna Bruse', 129],
        ],
      },
      {
        key: 'kapitel',
        name: 'Kapitelböcker',
        tax: 'books',
        products: [
          ['Pippi Långstrump', 169],
          ['Bröderna Lejonhjärta', 179],
          ['Ronja rövardotter', 179],
          ['LasseMajas detektivbyrå: Bankmysteriet', 119],
          ['Harry Potter och de vises sten', 229],
          ['Mio, min Mio', 169],
        ],
      },
    ],
  },
  {
    key: 'papper',
    name: 'Papper och presenter',
    tax: 'standard',
    ean: true,
    subGroups: [
      {
        key: 'kort',
        name: 'Kort',
        tax: 'standard',
        products: [
          ['Gratulationskort', 35],
          ['Julkort, 10-pack', 129],
          ['Vykort Göteborg', 15],
          ['Tackkort, 5-pack', 79],
        ],
      },
      {
        key: 'anteckning',
        name: 'Anteckningsböcker',
        tax: 'standard',
        products: [
          ['Anteckningsbok A5, linjerad', 149],
          ['Anteckningsbok A5, prickad', 149],
          ['Kalender 2027', 199],
          ['Skissblock A4', 129],
          ['Reservoarpenna', 249],
          ['Blyertspennor, 6-pack', 59],
        ],
      },
      {
        key: 'present',
        name: 'Presentartiklar',
        tax: 'standard',
        products: [
          ['Bokstöd i ek', 349],
          ['Läslampa med klämma', 199],
          ['Bokmärke i läder', 79],
          ['Tygkasse Bokhandeln', 99],
          ['Presentkort-kuvert', 10],
        ],
      },
    ],
  },
];

export const BOKHANDELN_CATALOGUE = buildCatalogue('bokhandeln', 'BH', '978917', SPECS);
