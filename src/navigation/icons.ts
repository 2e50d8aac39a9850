/**
 * Icon names used by menu entries, each imported by path: only those an entry names (the shell loads
 * them all; contributions.test.ts keeps the two lists equal). Unknown names get the neutral dot.
 */
import { createElement } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccessTime from '@mui/icons-material/AccessTime';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assessment from '@mui/icons-material/Assessment';
import BarChart from '@mui/icons-material/BarChart';
import Business from '@mui/icons-material/Business';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Category from '@mui/icons-material/Category';
import Circle from '@mui/icons-material/Circle';
import Contacts from '@mui/icons-material/Contacts';
import CreditCard from '@mui/icons-material/CreditCard';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Extension from '@mui/icons-material/Extension';
import Flag from '@mui/icons-material/Flag';
import Handshake from '@mui/icons-material/Handshake';
import ImportExport from '@mui/icons-material/ImportExport';
import Inventory from '@mui/icons-material/Inventory';
import Inventory2 from '@mui/icons-material/Inventory2';
import Key from '@mui/icons-material/Key';
import LocalOffer from '@mui/icons-material/LocalOffer';
import Outbox from '@mui/icons-material/Outbox';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Percent from '@mui/icons-material/Percent';
import Person from '@mui/icons-material/Person';
import PointOfSale from '@mui/icons-material/PointOfSale';
import Print from '@mui/icons-material/Print';
import QrCode2 from '@mui/icons-material/QrCode2';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Redeem from '@mui/icons-material/Redeem';
import Schedule from '@mui/icons-material/Schedule';
import Store from '@mui/icons-material/Store';
import Sync from '@mui/icons-material/Sync';
import Tune from '@mui/icons-material/Tune';
import Warehouse from '@mui/icons-material/Warehouse';

type SvgIconComponent = typeof SvgIcon;

export const NAV_ICONS = {
  AccessTime,
  AccountBalance,
  AdminPanelSettings,
  Assessment,
  BarChart,
  Business,
  CardGiftcard,
  Category,
  Contacts,
  CreditCard,
  Dashboard,
  Description,
  Extension,
  Flag,
  Handshake,
  ImportExport,
  Inventory,
  Inventory2,
  Key,
  LocalOffer,
  Outbox,
  Payments,
  People,
  Percent,
  Person,
  PointOfSale,
  Print,
  QrCode2,
  Receipt,
  ReceiptLong,
  Redeem,
  Schedule,
  Store,
  Sync,
  Tune,
  Warehouse,
} satisfies Record<string, SvgIconComponent>;

export type NavIconName = keyof typeof NAV_ICONS;

export function navIcon(name: string | undefined): SvgIconComponent {
  return (name && (NAV_ICONS as Record<string, SvgIconComponent>)[name]) || Circle;
}

/** The icon element for a name, e.g. `navIconElement('Store', { fontSize: 'small' })`. */
export function navIconElement(name: string | undefined, props: SvgIconProps = {}) {
  return createElement(navIcon(name), props);
}
