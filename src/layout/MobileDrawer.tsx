/**
 * The menu on a small screen: a temporary drawer over the page. Its own chunk (MUI's Drawer and its
 * slide), which ./Sidebar.tsx loads only where the screen is small; a wide screen's menu is a panel.
 */
import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';
import { NAV_WIDTH } from './themes';

export default function MobileDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{ paper: { sx: { width: NAV_WIDTH }, 'data-testid': 'nav-drawer' } as object }}
    >
      {children}
    </Drawer>
  );
}
