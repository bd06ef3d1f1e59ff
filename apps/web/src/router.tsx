import type { ComponentType } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { FullPageLoading } from './components/ui/spinner.tsx';
import { RequireAuth } from './features/auth/require-auth.tsx';
import { reloadForNewRelease } from './lib/reload-for-new-release.ts';
import { ForgotPasswordPage } from './routes/forgot-password.tsx';
import { LoginPage } from './routes/login.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RegisterPage } from './routes/register.tsx';
import { ResetPasswordPage } from './routes/reset-password.tsx';
import { VerifyEmailPage } from './routes/verify-email.tsx';

// The sign-in, registration and password pages come with the app's first script. Every other page is
// a chunk of its own, which the router fetches when its route is first matched: the landing page (a
// visitor opening / gets it pre-rendered, see landing.html; the app draws it after a link to /), and
// each page behind sign-in: the layout's and the page's side by side (on a first visit, while the
// session is being checked), the page drawn once both are in. So a visitor signing in or registering
// never downloads them. (React.lazy would fetch the layout's and then the page's, each revealed
// through a Suspense fallback: twice as slow to the dashboard's rows.)
function lazyRoute<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return () => load().then((module) => ({ Component: module[name] }), reloadForNewRelease);
}

const landingPage = lazyRoute(() => import('./routes/landing.tsx'), 'LandingPage');
const appLayout = lazyRoute(() => import('./routes/app-layout.tsx'), 'AppLayout');
const dashboardPage = lazyRoute(() => import('./routes/dashboard.tsx'), 'DashboardPage');
const propertiesPage = lazyRoute(() => import('./routes/properties.tsx'), 'PropertiesPage');
const vendorsPage = lazyRoute(() => import('./routes/vendors.tsx'), 'VendorsPage');
const uploadPage = lazyRoute(() => import('./routes/upload.tsx'), 'UploadPage');
const uploadManyPage = lazyRoute(() => import('./routes/upload-many.tsx'), 'UploadManyPage');
const draftsPage = lazyRoute(() => import('./routes/drafts.tsx'), 'DraftsPage');
const contractDetailPage = lazyRoute(() => import('./routes/contract-detail.tsx'), 'ContractDetailPage');
const contractEditPage = lazyRoute(() => import('./routes/contract-edit.tsx'), 'ContractEditPage');
const accountPage = lazyRoute(() => import('./routes/account.tsx'), 'AccountPage');
const adminUsersPage = lazyRoute(() => import('./routes/admin-users.tsx'), 'AdminUsersPage');
const adminWorkspacePage = lazyRoute(() => import('./routes/admin-workspace.tsx'), 'AdminWorkspacePage');
const adminRemindersPage = lazyRoute(() => import('./routes/admin-reminders.tsx'), 'AdminRemindersPage');
const importPage = lazyRoute(() => import('./routes/import.tsx'), 'ImportPage');

/** /contracts/:id is the address notifications link to; the page lives under /app. */
function ContractRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/app/contracts/${encodeURIComponent(id)}`} replace />;
}

export const routes: RouteObject[] = [
  { path: '/', lazy: landingPage, hydrateFallbackElement: <FullPageLoading /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/register', element: <RegisterPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/verify-email', element: <VerifyEmailPage /> },
  { path: '/verify-email/:token', element: <VerifyEmailPage /> },
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  { path: '/dashboard', element: <Navigate to="/app/dashboard" replace /> },
  { path: '/contracts/:id', element: <ContractRedirect /> },
  {
    path: '/app',
    element: <RequireAuth />,
    // On a first visit, while the chunks of the layout and the page arrive.
    hydrateFallbackElement: <FullPageLoading label="Loading your workspace..." />,
    children: [
      {
        lazy: appLayout,
        children: [
          { index: true, element: <Navigate to="/app/dashboard" replace /> },
          { path: 'dashboard', lazy: dashboardPage },
          { path: 'properties', lazy: propertiesPage },
          { path: 'vendors', lazy: vendorsPage },
          { path: 'upload', lazy: uploadPage },
          { path: 'upload/many', lazy: uploadManyPage },
          { path: 'drafts', lazy: draftsPage },
          { path: 'contracts/:id', lazy: contractDetailPage },
          { path: 'contracts/:id/edit', lazy: contractEditPage },
          { path: 'account', lazy: accountPage },
          {
            path: 'import',
            element: <RequireAuth roles={['admin']} />,
            children: [{ index: true, lazy: importPage }],
          },
          {
            path: 'admin',
            element: <RequireAuth roles={['admin']} />,
            children: [
              { index: true, element: <Navigate to="/app/admin/users" replace /> },
              { path: 'users', lazy: adminUsersPage },
              { path: 'workspace', lazy: adminWorkspacePage },
              { path: 'reminders', lazy: adminRemindersPage },
            ],
          },
          { path: '*', element: <NotFoundPage inApp /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];
