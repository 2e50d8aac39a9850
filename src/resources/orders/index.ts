/**
 * Orders (SPEC 3 Order, SPEC 4 Web order; issue 14): the register's sales and the web orders, each with
 * its lines, VAT per rate, payments and refunds. The register and the web shop write them, so the back
 * office lists and shows them; what it may do to one is a step of a web order between states (the
 * transition table in src/domain/orders.ts, enforced by the API). Merchant area, 'orders' permission.
 */
import {
  lineTotal,
  paymentAfterStop,
  PAYMENT_STATUSES,
  WEB_ORDER_STEPS,
  type OrderLine,
  type PaymentStatus,
  type WebOrderState,
} from '../../domain/orders';
import { CARD_BRAND_VALUES } from '../../domain/card-brands';
import { PAYMENT_TYPES, type PaymentType } from '../../domain/refund-means';
import { ROLE_GROUPS } from '../../domain/roles';
import { defineResource } from '../../schema/define-resource';
import type { EnumValue, Label, RecordAction, ResourceRecord } from '../../schema/types';

const STATE_LABELS: Record<WebOrderState, EnumValue> = {
  new: { label: { en: 'New', sv: 'Ny' }, color: 'info' },
  queued: { label: { en: 'Queued', sv: 'I kö' }, color: 'info' },
  accepted: { label: { en: 'Accepted', sv: 'Accepterad' }, color: 'info' },
  prepare: { label: { en: 'Being prepared', sv: 'Tillagas' }, color: 'warning' },
  ready: { label: { en: 'Ready', sv: 'Klar' }, color: 'warning' },
  send: { label: { en: 'Out for delivery', sv: 'Under leverans' }, color: 'warning' },
  delivered: { label: { en: 'Delivered', sv: 'Levererad' }, color: 'success' },
  closed: { label: { en: 'Closed', sv: 'Avslutad' }, color: 'default' },
  canceled: { label: { en: 'Canceled', sv: 'Avbruten' }, color: 'error' },
  rejected: { label: { en: 'Rejected', sv: 'Avvisad' }, color: 'error' },
  refunded: { label: { en: 'Refunded', sv: 'Återbetald' }, color: 'default' },
  failed: { label: { en: 'Delivery failed', sv: 'Leverans misslyckades' }, color: 'error' },
};

const PAYMENT_LABELS: Record<PaymentStatus, EnumValue> = {
  paid: { label: { en: 'Paid', sv: 'Betald' }, color: 'success' },
  unpaid: { label: { en: 'Unpaid', sv: 'Obetald' }, color: 'warning' },
  refunded: { label: { en: 'Refunded', sv: 'Återbetald' }, color: 'default' },
  returned: { label: { en: 'Returned', sv: 'Returnerad' }, color: 'default' },
  reserved: { label: { en: 'Reserved', sv: 'Reserverad' }, color: 'info' },
};

/** How the money went back, by the way it was paid (src/domain/refund-means.ts). */
const MEANS_LABELS: Record<PaymentType, Label> = {
  card: { en: 'To the card', sv: 'Till kortet' },
  cash: { en: 'Cash', sv: 'Kontant' },
  swish: { en: 'Swish', sv: 'Swish' },
  giftCard: { en: 'Onto the gift card', sv: 'Till presentkortet' },
  invoice: { en: 'Credit on the invoice', sv: 'Kredit på fakturan' },
  voucher: { en: 'Voucher', sv: 'Värdebevis' },
  other: { en: 'Other', sv: 'Övrigt' },
};

const STEP_TEXTS: Record<keyof typeof WEB_ORDER_STEPS, { label: Label; done: Label; confirm?: Label }> = {
  queue: { label: { en: 'Queue', sv: 'Lägg i kö' }, done: { en: 'Order queued', sv: 'Ordern ligger i kö' } },
  accept: {
    label: { en: 'Accept', sv: 'Acceptera' },
    done: { en: 'Order accepted', sv: 'Ordern är accepterad' },
  },
  reject: {
    label: { en: 'Reject', sv: 'Avvisa' },
    done: { en: 'Order rejected', sv: 'Ordern är avvisad' },
    confirm: {
      en: 'Reject this order? A paid order is paid back.',
      sv: 'Avvisa ordern? En betald order betalas tillbaka.',
    },
  },
  prepare: {
    label: { en: 'Start preparing', sv: 'Börja tillaga' },
    done: { en: 'Order is being prepared', sv: 'Ordern tillagas' },
  },
  markReady: {
    label: { en: 'Mark ready', sv: 'Markera klar' },
    done: { en: 'Order is ready', sv: 'Ordern är klar' },
  },
  send: { label: { en: 'Send out', sv: 'Skicka' }, done: { en: 'Order sent out', sv: 'Ordern är skickad' } },
  deliver: {
    label: { en: 'Mark delivered', sv: 'Markera levererad' },
    done: { en: 'Order delivered', sv: 'Ordern är levererad' },
  },
  failDelivery: {
    label: { en: 'Delivery failed', sv: 'Leveransen misslyckades' },
    done: { en: 'Delivery marked as failed', sv: 'Leveransen är markerad som misslyckad' },
  },
  close: { label: { en: 'Close', sv: 'Avsluta' }, done: { en: 'Order closed', sv: 'Ordern är avslutad' } },
  cancel: {
    label: { en: 'Cancel order', sv: 'Avbryt order' },
    done: { en: 'Order canceled', sv: 'Ordern är avbruten' },
    confirm: {
      en: 'Cancel this order? A paid order is paid back.',
      sv: 'Avbryta ordern? En betald order betalas tillbaka.',
    },
  },
};

/** A stopped order's payment (paid back, reservation released) and delivery. */
const stopped = (record: ResourceRecord) => {
  const payment = paymentAfterStop(record.paymentStatus);
  return payment ? { paymentStatus: payment } : {};
};

const actions: Record<string, RecordAction> = Object.fromEntries(
  Object.entries(WEB_ORDER_STEPS).map(([key, step]) => {
    const texts = STEP_TEXTS[key as keyof typeof WEB_ORDER_STEPS];
    const also =
      step.to === 'canceled' || step.to === 'rejected'
        ? stopped
        : step.to === 'send'
          ? () => ({ deliveryStatus: 'onTheWay' })
          : step.to === 'delivered'
            ? (record: ResourceRecord) => (record.deliveryStatus ? { deliveryStatus: 'delivered' } : {})
            : step.to === 'failed'
              ? () => ({ deliveryStatus: 'failed' })
              : undefined;
    return [
      key,
      {
        field: 'state',
        from: step.from,
        to: step.to,
        when: { channel: ['web'] },
        ...texts,
        ...(also ? { also } : {}),
      },
    ];
  }),
);

export default defineResource({
  name: 'orders',
  label: { one: { en: 'Order', sv: 'Order' }, many: { en: 'Orders', sv: 'Ordrar' } },
  routes: ['/apps/merchant/orders'],
  api: 'api/orders',
  apiAliases: ['api/orders/3.5.0'],
  scope: 'organization',
  access: { roles: ROLE_GROUPS.admin, permissionKey: 'orders', create: false, edit: false, delete: false },
  representation: 'orderNumber',
  icon: 'Receipt',
  menu: { group: 'merchant', order: 20 },
  list: {
    sort: { field: 'placedAt', order: 'DESC' },
    bulkDelete: false,
    export: true,
    exportLines: {
      field: 'lines',
      label: { en: 'One row per order line', sv: 'En rad per orderrad' },
      columns: ['productName', 'quantity', 'unitPrice', 'discount', 'vatRate'],
      total: {
        label: { en: 'Line total', sv: 'Radsumma' },
        of: (line) => lineTotal(line as unknown as OrderLine),
      },
    },
    // The orders page's usual questions: one store's orders of a day or a week, newest first; the web
    // shop's orders by time (also a period's web-shop days for the books: server/features/reports).
    indexes: [
      ['store', 'placedAt'],
      ['channel', 'placedAt'],
    ],
  },
  views: { show: 'order-show' },
  actions,
  fields: {
    orderNumber: {
      kind: 'text',
      label: { en: 'Order id', sv: 'Order-id' },
      required: true,
      maxLength: 30,
      unique: 'organization',
      listed: true,
      sortable: true,
      filterable: ['eq', 'startsWith'],
      searchable: true,
    },
    placedAt: {
      kind: 'datetime',
      label: { en: 'Date', sv: 'Datum' },
      required: true,
      listed: true,
      sortable: true,
      filterable: ['gt', 'lt'],
    },
    store: {
      kind: 'reference',
      reference: 'stores',
      label: { en: 'Store', sv: 'Butik' },
      required: true,
      listed: true,
      filterable: true,
    },
    device: {
      kind: 'text',
      label: { en: 'Device', sv: 'Enhet' },
      helper: { en: 'The register or web shop it came from', sv: 'Kassan eller webbutiken den kom från' },
      maxLength: 40,
      listed: true,
      filterable: ['eq'],
    },
    seller: {
      kind: 'reference',
      reference: 'users',
      label: { en: 'Seller', sv: 'Säljare' },
      helper: { en: 'Who rang up the sale at the register', sv: 'Den som slog in köpet i kassan' },
      filterable: true,
      onDelete: 'clear',
    },
    channel: {
      kind: 'enum',
      label: { en: 'Channel', sv: 'Kanal' },
      required: true,
      filterable: true,
      values: {
        register: { label: { en: 'Register', sv: 'Kassa' } },
        web: { label: { en: 'Web order', sv: 'Webbeställning' } },
      },
    },
    orderType: {
      kind: 'enum',
      label: { en: 'Type', sv: 'Typ' },
      required: true,
      listed: true,
      filterable: true,
      values: {
        takeAway: { label: { en: 'Take away', sv: 'Avhämtning' } },
        eatIn: { label: { en: 'Eat in', sv: 'Äta här' } },
      },
    },
    state: {
      kind: 'enum',
      label: { en: 'Order state', sv: 'Orderstatus' },
      required: true,
      chip: true,
      listed: true,
      filterable: true,
      values: STATE_LABELS,
    },
    paymentStatus: {
      kind: 'enum',
      label: { en: 'Payment status', sv: 'Betalstatus' },
      required: true,
      chip: true,
      listed: true,
      filterable: true,
      values: Object.fromEntries(PAYMENT_STATUSES.map((status) => [status, PAYMENT_LABELS[status]])),
    },
    subStatus: {
      kind: 'enum',
      label: { en: 'Sub status', sv: 'Understatus' },
      filterable: true,
      values: {
        parked: { label: { en: 'Parked', sv: 'Parkerad' } },
        preOrder: { label: { en: 'Pre-order', sv: 'Förbeställning' } },
      },
    },
    pickupAt: {
      kind: 'datetime',
      label: { en: 'Pick-up time', sv: 'Hämtas' },
      helper: { en: 'Pre-orders: when the customer collects', sv: 'Förbeställningar: när kunden hämtar' },
    },
    returnStatus: {
      kind: 'enum',
      label: { en: 'Return status', sv: 'Returstatus' },
      filterable: true,
      values: {
        partial: { label: { en: 'Partly returned', sv: 'Delvis returnerad' } },
        full: { label: { en: 'Returned', sv: 'Returnerad' } },
      },
    },
    deliveryStatus: {
      kind: 'enum',
      label: { en: 'Delivery status', sv: 'Leveransstatus' },
      values: {
        pending: { label: { en: 'Not sent', sv: 'Ej skickad' } },
        onTheWay: { label: { en: 'On the way', sv: 'På väg' } },
        delivered: { label: { en: 'Delivered', sv: 'Levererad' } },
        failed: { label: { en: 'Failed', sv: 'Misslyckad' } },
      },
    },
    customer: {
      kind: 'reference',
      reference: 'customers',
      label: { en: 'Customer', sv: 'Kund' },
      onDelete: 'clear',
    },
    total: {
      kind: 'money',
      label: { en: 'Total', sv: 'Summa' },
      helper: { en: 'VAT included', sv: 'Inklusive moms' },
      required: true,
      listed: true,
      sortable: true,
      filterable: ['gt', 'lt'],
    },
    tip: { kind: 'money', label: { en: 'Tip', sv: 'Dricks' }, min: 0 },
    refundedAmount: { kind: 'money', label: { en: 'Refunded', sv: 'Återbetalt' }, min: 0 },
    receiptCopies: {
      kind: 'integer',
      label: { en: 'Receipt copies', sv: 'Kvittokopior' },
      helper: {
        en: 'Copies of the receipt the register printed',
        sv: 'Kopior av kvittot som kassan skrev ut',
      },
      min: 0,
    },
    training: {
      kind: 'boolean',
      label: { en: 'Training mode', sv: 'Övningsläge' },
      helper: { en: 'Rung up in training mode: not a sale', sv: 'Slagen i övningsläge: ingen försäljning' },
      default: false,
      filterable: true,
    },
    note: { kind: 'longText', label: { en: 'Note', sv: 'Anteckning' }, maxLength: 500 },
    lines: {
      kind: 'subRecords',
      label: { en: 'Lines', sv: 'Rader' },
      // The order's page shows its lines, VAT and payments as a receipt (./OrderReceipt.tsx).
      show: false,
      required: true,
      minRows: 1,
      maxRows: 200,
      fields: {
        productName: {
          kind: 'text',
          label: { en: 'Product', sv: 'Produkt' },
          required: true,
          maxLength: 100,
        },
        product: { kind: 'reference', reference: 'products', label: { en: 'Product id', sv: 'Produkt-id' } },
        quantity: { kind: 'integer', label: { en: 'Quantity', sv: 'Antal' }, required: true, min: 1 },
        unitPrice: {
          kind: 'money',
          label: { en: 'Unit price', sv: 'Styckpris' },
          required: true,
          min: 0,
        },
        discount: { kind: 'money', label: { en: 'Discount', sv: 'Rabatt' }, min: 0 },
        vatRate: { kind: 'percentage', label: { en: 'VAT', sv: 'Moms' }, required: true, min: 0, max: 100 },
        refundedQuantity: { kind: 'integer', label: { en: 'Refunded', sv: 'Återbetalda' }, min: 0 },
      },
    },
    vatLines: {
      kind: 'subRecords',
      label: { en: 'VAT', sv: 'Moms' },
      show: false,
      fields: {
        rate: { kind: 'percentage', label: { en: 'Rate', sv: 'Sats' }, required: true },
        amount: { kind: 'money', label: { en: 'VAT', sv: 'Moms' }, required: true },
      },
    },
    payments: {
      kind: 'subRecords',
      label: { en: 'Payments', sv: 'Betalningar' },
      show: false,
      fields: {
        method: {
          kind: 'reference',
          reference: 'payment-methods',
          label: { en: 'Payment method', sv: 'Betalsätt' },
          required: true,
        },
        amount: { kind: 'money', label: { en: 'Amount', sv: 'Belopp' }, required: true },
        tip: { kind: 'money', label: { en: 'Tip', sv: 'Dricks' }, min: 0 },
        cardBrand: {
          kind: 'enum',
          label: { en: 'Card', sv: 'Kort' },
          values: CARD_BRAND_VALUES,
        },
        giftCard: {
          kind: 'reference',
          reference: 'gift-cards',
          label: { en: 'Gift card', sv: 'Presentkort' },
        },
      },
    },
    refunds: {
      kind: 'subRecords',
      label: { en: 'Refunds', sv: 'Återbetalningar' },
      fields: {
        refundedAt: { kind: 'datetime', label: { en: 'When', sv: 'När' }, required: true },
        amount: { kind: 'money', label: { en: 'Amount', sv: 'Belopp' }, required: true, min: 1 },
        items: { kind: 'text', label: { en: 'What', sv: 'Vad' }, maxLength: 500 },
        reason: { kind: 'text', label: { en: 'Reason', sv: 'Orsak' }, maxLength: 200 },
        by: { kind: 'text', label: { en: 'By', sv: 'Av' }, maxLength: 100 },
        refundId: { kind: 'text', label: { en: 'Refund id', sv: 'Återbetalnings-id' }, maxLength: 64 },
      },
    },
    refundPayments: {
      kind: 'subRecords',
      label: { en: 'Paid back', sv: 'Återbetalt' },
      helper: {
        en: 'How each refund went back: by which payment, which way, how much',
        sv: 'Hur varje återbetalning gick tillbaka: från vilken betalning, på vilket sätt, hur mycket',
      },
      fields: {
        refundedAt: { kind: 'datetime', label: { en: 'When', sv: 'När' }, required: true },
        means: {
          kind: 'enum',
          label: { en: 'Back as', sv: 'Tillbaka som' },
          required: true,
          values: Object.fromEntries(PAYMENT_TYPES.map((type) => [type, { label: MEANS_LABELS[type] }])),
        },
        method: {
          kind: 'reference',
          reference: 'payment-methods',
          label: { en: 'Payment method', sv: 'Betalsätt' },
          required: true,
        },
        amount: { kind: 'money', label: { en: 'Amount', sv: 'Belopp' }, required: true, min: 1 },
        payment: {
          kind: 'integer',
          label: { en: 'Of payment no.', sv: 'Av betalning nr' },
          helper: {
            en: 'Its place among the payments, from 0',
            sv: 'Dess plats bland betalningarna, från 0',
          },
          min: 0,
        },
        cardBrand: {
          kind: 'enum',
          label: { en: 'Card', sv: 'Kort' },
          values: CARD_BRAND_VALUES,
        },
        maskedPan: { kind: 'text', label: { en: 'Card number', sv: 'Kortnummer' }, maxLength: 19 },
        transactionId: {
          kind: 'text',
          label: { en: 'Transaction id', sv: 'Transaktions-id' },
          maxLength: 40,
        },
        giftCard: {
          kind: 'reference',
          reference: 'gift-cards',
          label: { en: 'Gift card', sv: 'Presentkort' },
        },
        refundId: { kind: 'text', label: { en: 'Refund id', sv: 'Återbetalnings-id' }, maxLength: 64 },
      },
    },
  },
});
