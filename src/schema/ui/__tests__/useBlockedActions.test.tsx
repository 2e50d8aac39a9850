/** Why a record cannot take its actions: a rule that answers at once, and one whose code loads on first use. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RecordAction } from '../../types';
import { useBlockedActions } from '../useBlockedActions';

const label = { en: 'Step', sv: 'Steg' };
const needs = (field: string) => ({
  messages: {},
  check: (record: Record<string, unknown>) => (record[field] ? [] : [{ field, key: `missing.${field}` }]),
});
let release: () => void = () => undefined;
const loaded = new Promise<void>((resolve) => (release = resolve));
const later = (field: string) => ({
  messages: {},
  check: async (record: Record<string, unknown>) => {
    await loaded;
    return needs(field).check(record);
  },
});

const ACTIONS: Record<string, RecordAction> = {
  approve: { field: 'status', from: ['new'], to: 'approved', label, done: label, rules: [needs('fTax')] },
  submit: { field: 'status', from: ['new'], to: 'submitted', label, done: label, rules: [later('bank')] },
  cancel: { field: 'status', from: ['new'], to: 'cancelled', label, done: label },
};

function Blocked({ record }: { record: Record<string, unknown> }) {
  const blocked = useBlockedActions(ACTIONS, record);
  return <output>{JSON.stringify(blocked)}</output>;
}

describe('useBlockedActions', () => {
  it('blocks at once by a rule that answers at once, holds an action whose rule loads, then blocks it by its answer', async () => {
    const record = { id: 1, status: 'new', fTax: null, bank: null };
    render(<Blocked record={record} />);
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({
      approve: { key: 'missing.fTax' },
      submit: null,
    });
    release();
    expect(
      await screen.findByText('{"approve":{"key":"missing.fTax"},"submit":{"key":"missing.bank"}}'),
    ).toBeTruthy();
  });

  it('lets the action go once its late rule finds nothing', async () => {
    release();
    render(<Blocked record={{ id: 2, status: 'new', fTax: 'yes', bank: 'Nordea' }} />);
    expect(await screen.findByText('{}')).toBeTruthy();
  });
});
