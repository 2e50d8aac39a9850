/**
 * Norwegian fødselsnummer and D-nummer (DOMAIN.md): 11 digits DDMMYY + individual number + two check
 * digits, each mod 11. A D-nummer adds 4 to the first digit of the day. From 2032 the first check
 * digit's sum may also leave the remainders 1 to 3 (the new numbers).
 */
const K1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const K2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

const weighted = (digits: readonly number[], weights: readonly number[]) =>
  weights.reduce((sum, weight, i) => sum + weight * (digits[i] ?? 0), 0);

function validDate(day: number, month: number): boolean {
  const plainDay = day > 40 ? day - 40 : day;
  return plainDay >= 1 && plainDay <= 31 && month >= 1 && month <= 12;
}

/** Whether a number is a valid fødselsnummer or D-nummer; `today` decides whether the 2032 check-digit rule applies. */
export function isFodselsnummer(input: string, today: Date = new Date()): boolean {
  const value = input.replace(/\s/g, '');
  if (!/^\d{11}$/.test(value)) return false;
  if (!validDate(Number(value.slice(0, 2)), Number(value.slice(2, 4)))) return false;
  const digits = [...value].map(Number);
  // With the check digit weighted 1, a valid number's sum is divisible by 11 (from 2032: remainder 0-3).
  const first = weighted(digits, [...K1, 1]) % 11;
  const allowed = today.getUTCFullYear() >= 2032 ? [0, 1, 2, 3] : [0];
  return allowed.includes(first) && weighted(digits, [...K2, 1]) % 11 === 0;
}
