/** What a signed agreement's merchant starts with beside what the agreement names (./provision-steps.ts). */
import type agreements from '../../../src/resources/agreements/index.ts';
import type devices from '../../../src/resources/devices.ts';
import type paymentMethods from '../../../src/resources/payment-methods.ts';
import type { FieldsOf } from '../../../src/schema/record-of.ts';

type Agreement = FieldsOf<typeof agreements>;
type TerminalModel = NonNullable<NonNullable<Agreement['terminals']>[number]['model']>;

/** The devices' model of each terminal model an agreement orders. */
export const TERMINAL_MODELS: Record<TerminalModel, FieldsOf<typeof devices>['model']> = {
  a920: 'pax-a920',
  s1f2: 'sunmi-p2-pro',
  move5000: 'ingenico-move5000',
};

/** A licence's name by the agreement's licence level. */
export const LICENCE_NAMES: Record<NonNullable<Agreement['licenceLevel']>, string> = {
  basic: 'Kassalicens Bas',
  pro: 'Kassalicens Pro',
  enterprise: 'Kassalicens Enterprise',
};

/** A Swedish store's payment methods: card (the agreement's acquiring), cash and Swish, with their BAS accounts. */
export const DEFAULT_PAYMENT_METHODS: readonly Partial<FieldsOf<typeof paymentMethods>>[] = [
  { name: 'Kort', type: 'card', quickCheckout: true, sortOrder: 1, glAccount: '1580' },
  { name: 'Kontant', type: 'cash', quickCheckout: true, sortOrder: 2, glAccount: '1910' },
  { name: 'Swish', type: 'swish', quickCheckout: true, sortOrder: 3, glAccount: '1930' },
];
