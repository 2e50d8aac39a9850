/**
 * The demo's card numbers: a number from the order's number and the payment's place, the same every
 * time, so the card transactions (./transactions.ts) and the orders' refunds (./generate.ts) agree.
 */
export function paymentHash(orderNumber: string, index: number): number {
  const text = `${orderNumber}-${index}`;
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The masked number of the card that made an order's payment. */
export const seedMaskedPan = (orderNumber: string, index: number): string =>
  `**** **** **** ${String(paymentHash(orderNumber, index) % 10_000).padStart(4, '0')}`;
