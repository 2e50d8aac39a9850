/**
 * The app shell, given to <Admin layout>: top bar, left navigation (not for sellers and store managers),
 * and the page, inside an error boundary and a loading overlay; the idle sign-out watches the session and
 * the user's settings follow the user (UserSettingsSync, lazy).
 */
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { SkipNavigationButton } from 'react-admin';
import { withPageMessages } from '../i18n/pageMessages';
import { AppBar } from './AppBar';
import { ErrorBoundary } from './ErrorBoundary';
import { IdleSignOut } from './IdleSignOut';
import { LoadingOverlay } from './LoadingOverlay';
import { NavigationMenu } from './NavigationMenu';
import { shellRules } from './shellRules';
import { APP_BAR_HEIGHT, Sidebar } from './Sidebar';
import { useSessionView } from './useSessionView';

// Its one text (a failed save) is the profile's (src/pages/profile/messages.ts).
const UserSettingsSync = lazy(withPageMessages('profile', () => import('./UserSettingsSync')));

export function Layout({ children }: { children: ReactNode }) {
  const view = useSessionView();
  const rules = useMemo(() => shellRules(view), [view]);
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipNavigationButton />
      <IdleSignOut />
      <Suspense fallback={null}>
        <UserSettingsSync />
      </Suspense>
      <AppBar view={view} rules={rules} />
      <Box
        sx={{
          display: 'flex',
          flexGrow: 1,
          mt: { xs: `${APP_BAR_HEIGHT.xs}px`, sm: `${APP_BAR_HEIGHT.sm}px` },
        }}
      >
        {rules.showNavigation && (
          <Sidebar>
            <NavigationMenu view={view} />
          </Sidebar>
        )}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1, sm: 2 }, outline: 'none' }}
        >
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<LoadingOverlay />}>{children}</Suspense>
          </ErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}
