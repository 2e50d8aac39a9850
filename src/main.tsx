import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { preloadSignedInApp } from './loadSignedInApp';
import { session } from './providers/session';

// A stored session needs the signed-in app at once: its import starts here, beside the first render
// and the session check (index.html has already asked for its files).
if (session.accessToken()) preloadSignedInApp();

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
