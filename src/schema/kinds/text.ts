/** One line of text (`text`, at most 255 characters unless declared), without control or invisible characters. */
import { invisibleCharactersRule, singleLineTextRule } from '../../domain/validators/text';
import { textKind, slug } from './family-text';
import { CITIES, pad, pick, STREETS, word } from './samples';

export const text = textKind(255, {
  rules: { first: invisibleCharactersRule, last: singleLineTextRule },
  samples(context) {
    const { definition, source, field } = context;
    if (/address/i.test(source))
      return [
        (i) => {
          const [zip, city] = pick(CITIES, i);
          return `${pick(STREETS, i)} ${(i % 120) + 1}, ${zip} ${city}`;
        },
      ];
    const identifying = Boolean(field.unique) || definition.representation === source || field.searchable;
    const labelOf = definition.label.one.sv;
    return [
      identifying ? (i) => `${labelOf} ${word(i)} ${pad(i)}` : (i) => `${word(i)} ${(i % 97) + 1}`,
      (i) => `${word(i)} ${pad(i)}`,
      (i) => slug(context, i),
      (i) => `B${pad(i)}`,
      // Numbers kept as text: an account of the chart (four digits).
      (i) => String(1000 + (i % 9000)),
    ];
  },
});
