/** Texts of the orders' own components (./RefundButton.tsx, ./RefundMeans.tsx, ./OrderReceipt.tsx), in the app catalogue's shape. */
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
        paid: 'Betalt %{paid} · återbetalt tidigare %{refunded} · kvar att återbetala %{left}',
        capped:
          'Radernas värde är %{worth}, men bara %{left} finns kvar av det som betalades: %{left} återbetalas',
        means_title: 'Pengarna går tillbaka',
        share: '%{method}: %{way}, %{amount} (kvar på betalningen %{left})',
        choose: 'Betala tillbaka %{method} som',
        means: {
          card: 'tillbaka till kortet',
          cash: 'kontant',
          swish: 'tillbaka via Swish',
          giftCard: 'tillbaka till presentkortet',
          invoice: 'kredit på fakturan',
          voucher: 'som värdebevis',
          other: 'samma väg som betalningen',
        },
        means_not_allowed:
          'Den här betalningen kan inte betalas tillbaka så: ett kortköp går tillbaka till kortet, en presentkortsbetalning till presentkortet',
        no_cash_method: 'Organisationen har inget kontant betalsätt att betala tillbaka kontant med',
        gift_card_unknown:
          'Ordern säger inte vilket presentkort som betalade: betala tillbaka i kassan, till kortet',
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
        refundedOf: '%{smart_count} refunded |||| %{smart_count} refunded',
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
        paid: 'Paid %{paid} · refunded before %{refunded} · left to refund %{left}',
        capped:
          'The lines are worth %{worth}, but only %{left} is left of what was paid: %{left} is refunded',
        means_title: 'The money goes back',
        share: '%{method}: %{way}, %{amount} (left on the payment %{left})',
        choose: 'Pay %{method} back as',
        means: {
          card: 'back to the card',
          cash: 'in cash',
          swish: 'back by Swish',
          giftCard: 'back onto the gift card',
          invoice: 'as a credit on the invoice',
          voucher: 'as a voucher',
          other: 'the way it was paid',
        },
        means_not_allowed:
          'This payment cannot be paid back that way: a card payment goes back to the card, a gift card payment onto the gift card',
        no_cash_method: 'The organization has no cash payment method to pay back in cash',
        gift_card_unknown:
          'The order does not say which gift card paid: pay it back at the register, onto the card',
      },
    },
  },
};

export default messages;
