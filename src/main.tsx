import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';

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
