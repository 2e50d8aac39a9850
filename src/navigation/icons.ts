/** Icon names used by menu entries, each imported by path. Unknown names get the neutral dot. */
import { createElement } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccessTime from '@mui/icons-material/AccessTime';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountTree from '@mui/icons-material/AccountTree';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Analytics from '@mui/icons-material/Analytics';
import Apartment from '@mui/icons-material/Apartment';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import Badge from '@mui/icons-material/Badge';
import BarChart from '@mui/icons-material/BarChart';
import Business from '@mui/icons-material/Business';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Category from '@mui/icons-material/Category';
import Circle from '@mui/icons-material/Circle';
import Contacts from '@mui/icons-material/Contacts';
import CreditCard from '@mui/icons-material/CreditCard';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Devices from '@mui/icons-material/Devices';
import Discount from '@mui/icons-material/Discount';
import Domain from '@mui/icons-material/Domain';
import Download from '@mui/icons-material/Download';
import Extension from '@mui/icons-material/Extension';
import Flag from '@mui/icons-material/Flag';
import Group from '@mui/icons-material/Group';
import Groups from '@mui/icons-material/Groups';
import Handshake from '@mui/icons-material/Handshake';
import ImportExport from '@mui/icons-material/ImportExport';
import Insights from '@mui/icons-material/Insights';
import Inventory from '@mui/icons-material/Inventory';
import Inventory2 from '@mui/icons-material/Inventory2';
import Key from '@mui/icons-material/Key';
import Kitchen from '@mui/icons-material/Kitchen';
import LocalOffer from '@mui/icons-material/LocalOffer';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Lock from '@mui/icons-material/Lock';
import Loyalty from '@mui/icons-material/Loyalty';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Outbox from '@mui/icons-material/Outbox';
import Payment from '@mui/icons-material/Payment';
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
import Sell from '@mui/icons-material/Sell';
import Settings from '@mui/icons-material/Settings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Store from '@mui/icons-material/Store';
import Storefront from '@mui/icons-material/Storefront';
import Summarize from '@mui/icons-material/Summarize';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import SupportAgent from '@mui/icons-material/SupportAgent';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Sync from '@mui/icons-material/Sync';
import TableRestaurant from '@mui/icons-material/TableRestaurant';
import Timer from '@mui/icons-material/Timer';
import Tune from '@mui/icons-material/Tune';
import Upload from '@mui/icons-material/Upload';
import VpnKey from '@mui/icons-material/VpnKey';
import Warehouse from '@mui/icons-material/Warehouse';
import Work from '@mui/icons-material/Work';

type SvgIconComponent = typeof SvgIcon;

export const NAV_ICONS = {
  AccessTime,
  AccountBalance,
  AccountTree,
  AdminPanelSettings,
  Analytics,
  Apartment,
  Assessment,
  Assignment,
  Badge,
  BarChart,
  Business,
  CardGiftcard,
  Category,
  Contacts,
  CreditCard,
  Dashboard,
  Description,
  Devices,
  Discount,
  Domain,
  Download,
  Extension,
  Flag,
  Group,
  Groups,
  Handshake,
  ImportExport,
  Insights,
  Inventory,
  Inventory2,
  Key,
  Kitchen,
  LocalOffer,
  LocalShipping,
  Lock,
  Loyalty,
  ManageAccounts,
  Outbox,
  Payment,
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
  Sell,
  Settings,
  ShoppingCart,
  Store,
  Storefront,
  Summarize,
  SupervisorAccount,
  SupportAgent,
  SwapHoriz,
  Sync,
  TableRestaurant,
  Timer,
  Tune,
  Upload,
  VpnKey,
  Warehouse,
  Work,
} satisfies Record<string, SvgIconComponent>;

export type NavIconName = keyof typeof NAV_ICONS;

export function navIcon(name: string | undefined): SvgIconComponent {
  return (name && (NAV_ICONS as Record<string, SvgIconComponent>)[name]) || Circle;
}

/** The icon element for a name, e.g. `navIconElement('Store', { fontSize: 'small' })`. */
export function navIconElement(name: string | undefined, props: SvgIconProps = {}) {
  return createElement(navIcon(name), props);
}
