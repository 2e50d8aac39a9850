/** Icon names used by menu entries, each imported by path. Unknown names get the neutral dot. */
import { createElement } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AccessTime from '@mui/icons-material/AccessTime';
import AccountBalance from '@mui/icons-material/AccountBalance';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assessment from '@mui/icons-material/Assessment';
import Assignment from '@mui/icons-material/Assignment';
import Badge from '@mui/icons-material/Badge';
import BarChart from '@mui/icons-material/BarChart';
import Business from '@mui/icons-material/Business';
import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Category from '@mui/icons-material/Category';
import Circle from '@mui/icons-material/Circle';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Devices from '@mui/icons-material/Devices';
import Extension from '@mui/icons-material/Extension';
import Flag from '@mui/icons-material/Flag';
import Group from '@mui/icons-material/Group';
import Handshake from '@mui/icons-material/Handshake';
import ImportExport from '@mui/icons-material/ImportExport';
import Inventory from '@mui/icons-material/Inventory';
import Inventory2 from '@mui/icons-material/Inventory2';
import LocalOffer from '@mui/icons-material/LocalOffer';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Payment from '@mui/icons-material/Payment';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import PointOfSale from '@mui/icons-material/PointOfSale';
import Print from '@mui/icons-material/Print';
import QrCode2 from '@mui/icons-material/QrCode2';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Settings from '@mui/icons-material/Settings';
import Store from '@mui/icons-material/Store';
import Storefront from '@mui/icons-material/Storefront';
import SupportAgent from '@mui/icons-material/SupportAgent';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Tune from '@mui/icons-material/Tune';
import VpnKey from '@mui/icons-material/VpnKey';
import Warehouse from '@mui/icons-material/Warehouse';

type SvgIconComponent = typeof SvgIcon;

export const NAV_ICONS = {
  AccessTime,
  AccountBalance,
  AdminPanelSettings,
  Assessment,
  Assignment,
  Badge,
  BarChart,
  Business,
  CardGiftcard,
  Category,
  Dashboard,
  Description,
  Devices,
  Extension,
  Flag,
  Group,
  Handshake,
  ImportExport,
  Inventory,
  Inventory2,
  LocalOffer,
  ManageAccounts,
  Payment,
  People,
  Person,
  PointOfSale,
  Print,
  QrCode2,
  ReceiptLong,
  Settings,
  Store,
  Storefront,
  SupportAgent,
  SwapHoriz,
  Tune,
  VpnKey,
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
