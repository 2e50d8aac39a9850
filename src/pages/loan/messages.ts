/**
 * The business loan offer (/apps/merchant/loan), loaded with the page (src/i18n/pageMessages.ts); its
 * menu entry's title is in src/i18n/messages/loan.ts.
 */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    loan: {
      title: 'Företagslån',
      intro:
        'Ett förskott via %{partner} som du betalar tillbaka med en andel av kortförsäljningen varje dag: en lugn dag betalar du mindre.',
      basis: 'Kortförsäljning de senaste 365 dagarna: %{sales} på %{days} dagar.',
      upTo: 'Du kan låna upp till %{amount}',
      amount: 'Belopp',
      fee: 'Avgift (%{share} %, en gång, ingen ränta)',
      total: 'Att betala tillbaka',
      daily: 'Återbetalning en genomsnittlig dag (%{share} % av kortförsäljningen)',
      months: 'Beräknad tid',
      monthsValue: 'cirka %{smart_count} månad |||| cirka %{smart_count} månader',
      terms: {
        title: 'Villkor',
        share:
          'Återbetalningen dras som %{share} % av varje dags kortförsäljning tills beloppet och avgiften är betalda.',
        fee: 'Avgiften är fast och beror inte på hur lång tid återbetalningen tar.',
        early: 'Du kan när som helst betala tillbaka det som återstår utan extra kostnad.',
        decision: '%{partner} fattar beslut om lånet och kontaktar dig inom två bankdagar.',
      },
      apply: 'Ansök om %{amount}',
      applied: 'Din ansökan om %{amount} har skickats till %{partner}',
      receipt: 'Din ansökan om %{amount} skickades %{date} till %{partner} och behandlas nu.',
      confirm: {
        title: 'Ansöka om %{amount}?',
        amount: 'Lånebelopp: %{amount}',
        fee: 'Avgift: %{fee}, att betala tillbaka totalt %{total}',
        repayment: 'Återbetalning: %{share} % av varje dags kortförsäljning (cirka %{daily} per dag)',
        send: 'Skicka ansökan',
      },
      applications: 'Dina ansökningar',
      noOffer: {
        history:
          'Vi kan inte ge ett erbjudande ännu: det behövs kortförsäljning på minst 90 dagar under det senaste året.',
        sales: 'Vi kan inte ge ett erbjudande: kortförsäljningen det senaste året är under 200 000 kr.',
      },
    },
  },
  en: {
    loan: {
      title: 'Business loan',
      intro:
        'An advance through %{partner} that you repay with a share of each day’s card sales: a quiet day repays less.',
      basis: 'Card sales over the last 365 days: %{sales} on %{days} days.',
      upTo: 'You can borrow up to %{amount}',
      amount: 'Amount',
      fee: 'Fee (%{share} %, once, no interest)',
      total: 'To repay',
      daily: 'Repaid on an average day (%{share} % of card sales)',
      months: 'Estimated time',
      monthsValue: 'about %{smart_count} month |||| about %{smart_count} months',
      terms: {
        title: 'Terms',
        share:
          'Repayment is taken as %{share} % of each day’s card sales until the amount and the fee are paid.',
        fee: 'The fee is fixed and does not depend on how long repayment takes.',
        early: 'You may repay what is left at any time at no extra cost.',
        decision: '%{partner} decides on the loan and contacts you within two banking days.',
      },
      apply: 'Apply for %{amount}',
      applied: 'Your application for %{amount} was sent to %{partner}',
      receipt: 'Your application for %{amount} was sent on %{date} to %{partner} and is being considered.',
      confirm: {
        title: 'Apply for %{amount}?',
        amount: 'Loan amount: %{amount}',
        fee: 'Fee: %{fee}, to repay %{total} in all',
        repayment: 'Repayment: %{share} % of each day’s card sales (about %{daily} a day)',
        send: 'Send the application',
      },
      applications: 'Your applications',
      noOffer: {
        history: 'We cannot make an offer yet: it takes card sales on at least 90 days in the last year.',
        sales: 'We cannot make an offer: card sales over the last year are under 200 000 kr.',
      },
    },
  },
};

export default messages;
