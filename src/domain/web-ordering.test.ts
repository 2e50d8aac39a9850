import { describe, expect, it } from 'vitest';
import { orderingUrl, tableUrl, tablesBySection, webOrderingRule } from './web-ordering';

describe('web ordering', () => {
  it("puts a table's number in the address of the store's ordering page", () => {
    const page = orderingUrl('kaffebaren-gotgatan');
    expect(page).toBe('https://kaffebaren-gotgatan.order.example/');
    expect(tableUrl(page, 12)).toBe('https://kaffebaren-gotgatan.order.example/?table=12');
  });

  it('groups tables by section in the order first met, each section by number', () => {
    const grouped = tablesBySection([
      { number: 9, section: 'Ute' },
      { number: 2, section: 'Inne' },
      { number: 1, section: 'Ute ' },
      { number: 5 },
    ]);
    expect(grouped).toEqual([
      {
        section: 'Ute',
        tables: [
          { number: 1, section: 'Ute ' },
          { number: 9, section: 'Ute' },
        ],
      },
      { section: 'Inne', tables: [{ number: 2, section: 'Inne' }] },
      { section: '', tables: [{ number: 5 }] },
    ]);
  });

  it('names the second of two equal table numbers and of two equal percentages', () => {
    expect(
      webOrderingRule.check({
        tables: [{ number: 1 }, { number: 2 }, { number: 1 }],
        tipping: true,
        tipPercentages: [{ percent: 10 }, { percent: 10 }],
      }),
    ).toEqual([
      { field: 'tables.2.number', key: 'validation.web_ordering.duplicate_table', params: { number: '1' } },
      { field: 'tipPercentages.1.percent', key: 'validation.web_ordering.duplicate_tip' },
    ]);
  });

  it('asks tipping for a percentage and pre-orders for their days ahead', () => {
    expect(webOrderingRule.check({ tipping: true, tipPercentages: [], preOrders: true })).toEqual([
      { field: 'tipPercentages', key: 'validation.web_ordering.tip_required' },
      { field: 'preOrderDays', key: 'validation.web_ordering.pre_order_days_required' },
    ]);
    expect(webOrderingRule.check({ tipping: false, preOrders: true, preOrderDays: 3 })).toEqual([]);
  });
});
