/** Texts of the time report's own components (./ShiftReport.tsx), in the app catalogue's shape. */
import type { AreaMessages } from '../../i18n/catalogue';

const messages: AreaMessages = {
  sv: {
    shifts: {
      report: {
        title: 'Summa per anställd',
        period: 'Period: %{period}',
        allTime: 'Alla pass',
        from: 'från %{date}',
        before: 'före %{date}',
        user: 'Anställd',
        shifts: 'Pass',
        hours: 'Timmar',
        username: 'Användarnamn',
        clock: 'Timmar (tt:mm)',
        total: 'Totalt',
        empty: 'Inga pass i urvalet',
        error: 'Summorna kunde inte hämtas',
        export: 'Exportera summor',
        file: 'tidrapport-summor',
      },
    },
  },
  en: {
    shifts: {
      report: {
        title: 'Totals per staff member',
        period: 'Period: %{period}',
        allTime: 'All shifts',
        from: 'from %{date}',
        before: 'before %{date}',
        user: 'Staff member',
        shifts: 'Shifts',
        hours: 'Hours',
        username: 'Username',
        clock: 'Hours (h:mm)',
        total: 'Total',
        empty: 'No shifts in the selection',
        error: 'The totals could not be loaded',
        export: 'Export totals',
        file: 'time-report-totals',
      },
    },
  },
};

export default messages;
