/** Texts of the orders' own components (./RefundButton.tsx, ./OrderReceipt.tsx), in the app catalogue's shape. */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    orders: {
      receipt: {
        title: 'Kvitto',
        product: 'Produkt',
        quantity: 'Antal',
        unitPrice: 'Á-pris',
        discount: 'Rabatt',
        lineTotal: 'Summa',
        refundedOf: '%{smart_count} återbetald |||| %{smart_count} återbetalda',
        vat: 'Varav moms %{rate} %',
        tip: 'Dricks',
        total: 'Totalt',
        refunded: 'Återbetalt',
        payment: 'Betalning',
      },
      refund: {
        button: 'Återbetala',
        title: 'Återbetala från order %{order}',
        product: 'Produkt',
        sold: 'Sålt',
        left: 'Kvar att återbetala',
        quantity: 'Antal att återbetala',
        quantityOf: 'Antal %{product} att återbetala',
        reason: 'Orsak',
        amount: 'Att återbetala: %{amount}',
        confirm: 'Återbetala',
        done: '%{amount} återbetalades',
        quantity_max: 'Högst %{max} kan återbetalas',
        empty: 'Välj vad som ska återbetalas',
      },
    },
  },
  en: {
    orders: {
      receipt: {
        title: 'Receipt',
        product: 'Product',
        quantity: 'Quantity',
        unitPrice: 'Unit price',
        discount: 'Discount',
        lineTotal: 'Amount',
        refundedOf: '%{smart_count} refunded',
        vat: 'VAT %{rate} % included',
        tip: 'Tip',
        total: 'Total',
        refunded: 'Refunded',
        payment: 'Payment',
      },
      refund: {
        button: 'Refund',
        title: 'Refund from order %{order}',
        product: 'Product',
        sold: 'Sold',
        left: 'Left to refund',
        quantity: 'Quantity to refund',
        quantityOf: 'Quantity of %{product} to refund',
        reason: 'Reason',
        amount: 'To refund: %{amount}',
        confirm: 'Refund',
        done: '%{amount} refunded',
        quantity_max: 'At most %{max} can be refunded',
        empty: 'Choose what to refund',
      },
    },
  },
};

export default messages;
