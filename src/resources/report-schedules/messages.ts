/** Texts of the periodic reports' own components (./ScheduleShow.tsx), sv and en. */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    reportSchedules: {
      next_runs: 'Nästa utskick (svensk tid)',
      none: 'Inga: rapporten är inte aktiv',
      send_now: 'Skicka nu',
      sent: 'Rapporten skickades till %{smart_count} mottagare och ligger i utkorgen |||| Rapporten skickades till %{smart_count} mottagare och ligger i utkorgen',
      outbox: 'Utkorgen',
    },
  },
  en: {
    reportSchedules: {
      next_runs: 'Next runs (Swedish time)',
      none: 'None: the report is not active',
      send_now: 'Send now',
      sent: 'The report went to %{smart_count} recipient and is in the outbox |||| The report went to %{smart_count} recipients and is in the outbox',
      outbox: 'Outbox',
    },
  },
};

export default messages;
