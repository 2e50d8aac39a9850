import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { preloadSignedInApp } from './loadSignedInApp';
import { loadKnownPaths } from './routing/loadKnownPaths';
import { session } from './providers/session';

// A stored session needs the signed-in app at once: its import starts here, beside the first render
// and the session check (index.html has already asked for its files). A guest's first render needs the
// unknown-path check before the login redirect can happen: it is awaited (index.html has asked for it
// too); a failed load only leaves an unknown path to the login page.
if (session.accessToken()) preloadSignedInApp();
else await loadKnownPaths().catch(() => undefined);

// react-admin runs inside our own data router: clean paths, and warnWhenUnsavedChanges works.
// useTransitions={false}: route changes commit at once. In a transition they are interrupted by
// react-admin's store reset and query-cache clear on logout, and LogoutOnMount loops on the old path.
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} useTransitions={false} />
  </StrictMode>,
);
