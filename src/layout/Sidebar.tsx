/**
 * The left navigation (SPEC 2 "Layout", 9): 280 px, folded to 90 px; a folded bar unfolds over the page
 * after 150 ms of hover; below the `sm` breakpoint it is a temporary drawer. The open/folded state is
 * react-admin's `sidebar.open` store entry, so the app bar's toggle button drives it.
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useSidebarState, useTranslate } from 'react-admin';
import { NavChoiceContext, NavUnfoldedContext } from './navFold';
import { NAV_FOLDED_WIDTH, NAV_HOVER_DELAY_MS, NAV_WIDTH } from './themes';

const MobileDrawer = lazy(() => import('./MobileDrawer'));

export const APP_BAR_HEIGHT = { xs: 56, sm: 48 };

export function Sidebar({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useSidebarState();
  const [hovered, setHovered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const closeDrawer = useCallback(() => setOpen(false), [setOpen]);

  const stopTimer = () => clearTimeout(timer.current);
  useEffect(() => stopTimer, []);

  const label = translate('shell.nav.label');

  if (isSmall) {
    return (
      // Closed until its chunk has come, as it starts.
      <Suspense fallback={null}>
        <MobileDrawer open={open} onClose={closeDrawer}>
          <NavUnfoldedContext.Provider value>
            <NavChoiceContext.Provider value={closeDrawer}>
              <Box component="nav" aria-label={label}>
                {children}
              </Box>
            </NavChoiceContext.Provider>
          </NavUnfoldedContext.Provider>
        </MobileDrawer>
      </Suspense>
    );
  }

  const unfolded = open || hovered;
  return (
    <Box
      sx={{ width: open ? NAV_WIDTH : NAV_FOLDED_WIDTH, flexShrink: 0, transition: 'width 150ms ease-out' }}
    >
      <Box
        component="nav"
        aria-label={label}
        data-testid="nav-panel"
        data-unfolded={unfolded}
        onMouseEnter={() => {
          if (open) return;
          stopTimer();
          timer.current = setTimeout(() => setHovered(true), NAV_HOVER_DELAY_MS);
        }}
        onMouseLeave={() => {
          stopTimer();
          setHovered(false);
        }}
        sx={(theme) => ({
          position: 'fixed',
          top: APP_BAR_HEIGHT,
          bottom: 0,
          left: 0,
          width: unfolded ? NAV_WIDTH : NAV_FOLDED_WIDTH,
          overflowX: 'hidden',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderRight: `1px solid ${theme.palette.divider}`,
          boxShadow: hovered && !open ? theme.shadows[8] : 'none',
          zIndex: theme.zIndex.appBar - 1,
          transition: 'width 150ms ease-out',
        })}
      >
        <NavUnfoldedContext.Provider value={unfolded}>{children}</NavUnfoldedContext.Provider>
      </Box>
    </Box>
  );
}
