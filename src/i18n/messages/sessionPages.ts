/** The dashboard, profile, sign-up and 404 pages (SPEC 2, "Public and common"). */
import type { AreaMessages } from '../catalogue';

const messages: AreaMessages = {
  sv: {
    pages: {
      dashboard: {
        title: 'Översikt',
        greeting: 'Hej %{name}!',
        greetingNoName: 'Hej!',
        intro: 'Här är en översikt över ditt arbete i Backoffice.',
        organization: 'Organisation',
        noOrganization: 'Ingen organisation',
        actingAs: 'Du arbetar i den här organisationen som administratör.',
        role: 'Din roll',
        today: 'I dag',
        todayAgainst: 'Jämfört med %{weekday} förra veckan fram till %{time}',
        week: 'Den här veckan',
        topProducts: 'Mest sålt den här veckan',
        openWebOrders: 'Webbordrar att hantera',
        lowStock: 'Artiklar med lågt saldo',
        show: 'Visa',
        allStatistics: 'All statistik',
        shortcuts: 'Genvägar',
      },
      profile: {
        title: 'Min profil',
        name: 'Namn',
        username: 'Användarnamn',
        email: 'E-post',
        role: 'Roll',
        organization: 'Organisation',
        none: '–',
      },
      signup: {
        title: 'Kom igång med Backoffice',
        text: 'Nya handlare ansluts av vår säljavdelning eller av en av våra partner, som hjälper dig genom avtal, kassor och betalterminaler.',
        contact:
          'Kontakta oss så hjälper vi dig att komma igång. Har du redan ett konto kan du logga in direkt.',
        login: 'Till inloggningen',
      },
      notFound: {
        title: 'Sidan hittades inte',
        code: '404',
        text: 'Sidan du söker finns inte eller har flyttats.',
        home: 'Till startsidan',
      },
    },
  },
  en: {
    pages: {
      dashboard: {
        title: 'Dashboard',
        greeting: 'Hello %{name}!',
        greetingNoName: 'Hello!',
        intro: 'Here is an overview of your work in Backoffice.',
        organization: 'Organization',
        noOrganization: 'No organization',
        actingAs: 'You are working in this organization as its administrator.',
        role: 'Your role',
        today: 'Today',
        todayAgainst: 'Compared with last %{weekday} up to %{time}',
        week: 'This week',
        topProducts: 'Best sellers this week',
        openWebOrders: 'Web orders to handle',
        lowStock: 'Items low in stock',
        show: 'Show',
        allStatistics: 'All statistics',
        shortcuts: 'Shortcuts',
      },
      profile: {
        title: 'My profile',
        name: 'Name',
        username: 'Username',
        email: 'Email',
        role: 'Role',
        organization: 'Organization',
        none: '–',
      },
      signup: {
        title: 'Get started with Backoffice',
        text: 'New merchants are onboarded by our sales team or by one of our partners, who take you through agreements, registers and payment terminals.',
        contact:
          'Contact us and we will help you get started. If you already have an account, you can log in right away.',
        login: 'Go to login',
      },
      notFound: {
        title: 'Page not found',
        code: '404',
        text: 'The page you are looking for does not exist or has moved.',
        home: 'Go to the start page',
      },
    },
  },
};

export default messages;
