/** The transfer agreement's empty fields, filled from the agreement (issue 38 item 7). */
import { describe, expect, it } from 'vitest';
import { transferPrefill } from './transferPrefill';

const AGREEMENT = {
  companyName: 'Solrosens Bageri AB',
  terminals: [
    { model: 'a920', supplier: 'PAX', quantity: 2 },
    { model: 'a920', supplier: 'PAX', quantity: 1 },
  ],
};

describe('the transfer prefilled from the agreement', () => {
  it('takes the company as acquiring customer and the ordered terminals’ number and model', () => {
    expect(transferPrefill(AGREEMENT)).toMatchObject({
      transferAcquiringCustomer: 'Solrosens Bageri AB',
      transferTerminalCount: 3,
      transferTerminalModel: 'a920',
    });
  });

  it('keeps what the user saved', () => {
    const saved = { ...AGREEMENT, transferAcquiringCustomer: 'Annat AB', transferTerminalCount: 1 };
    expect(transferPrefill(saved)).toMatchObject({
      transferAcquiringCustomer: 'Annat AB',
      transferTerminalCount: 1,
    });
  });

  it('leaves the model open for mixed models, and the count for more terminals than a transfer takes', () => {
    const prefilled = transferPrefill({
      terminals: [
        { model: 'a920', quantity: 6 },
        { model: 's1f2', quantity: 6 },
      ],
    });
    expect(prefilled).not.toHaveProperty('transferTerminalModel');
    expect(prefilled).not.toHaveProperty('transferTerminalCount');
  });
});
