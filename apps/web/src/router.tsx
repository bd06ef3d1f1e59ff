import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { FullPageLoading } from './components/ui/spinner.tsx';
import { RequireAuth } from './features/auth/require-auth.tsx';
import { ForgotPasswordPage } from './routes/forgot-password.tsx';
import { LandingPage } from './routes/landing.tsx';
import { LoginPage } from './routes/login.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RegisterPage } from './routes/register.tsx';
import { ResetPasswordPage } from './routes/reset-password.tsx';
import { VerifyEmailPage } from './routes/verify-email.tsx';

// The public pages come with the app's first script; every page behind sign-in is its own chunk,
// fetched when it is first shown, so a visitor signing in or registering never downloads them.
function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] }), reloadForNewRelease));
}

const RELOADED_AT = 'keydate:reloaded-for-new-release';

/**
 * A page's chunk that cannot be fetched was most likely replaced by a new release while this tab
 * was open: reload once to get the new one. A second failure within a minute is a real error.
 */
function reloadForNewRelease(error: unknown): Promise<never> {
  const last = Number(sessionStorage.getItem(RELOADED_AT));
  if (Date.now() - last < 60_000) throw error;
  sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  window.location.reload();
  return new Promise<never>(() => {});
}

const AppLayout = lazyPage(() => import('./routes/app-layout.tsx'), 'AppLayout');
const DashboardPage = lazyPage(() => import('./routes/dashboard.tsx'), 'DashboardPage');
const PropertiesPage = lazyPage(() => import('./routes/properties.tsx'), 'PropertiesPage');
const VendorsPage = lazyPage(() => import('./routes/vendors.tsx'), 'VendorsPage');
const UploadPage = lazyPage(() => import('./routes/upload.tsx'), 'UploadPage');
const ContractDetailPage = lazyPage(() => import('./routes/contract-detail.tsx'), 'ContractDetailPage');
const ContractEditPage = lazyPage(() => import('./routes/contract-edit.tsx'), 'ContractEditPage');
const AccountPage = lazyPage(() => import('./routes/account.tsx'), 'AccountPage');
const AdminUsersPage = lazyPage(() => import('./routes/admin-users.tsx'), 'AdminUsersPage');
const AdminWorkspacePage = lazyPage(() => import('./routes/admin-workspace.tsx'), 'AdminWorkspacePage');
const AdminRemindersPage = lazyPage(() => import('./routes/admin-reminders.tsx'), 'AdminRemindersPage');

/** /contracts/:id is the address notifications link to; the page lives under /app. */
function ContractRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/app/contracts/${encodeURIComponent(id)}`} replace />;
}

export const routes: RouteObject[] = [
  { path: '/', element: <LandingPage /> },
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
    children: [
      {
        // The layout's own chunk shows the page-sized loading state; inside it, a page still
        // loading keeps the top bar on screen (AppLayout's own boundary).
        element: (
          <Suspense fallback={<FullPageLoading label="Loading your workspace..." />}>
            <AppLayout />
          </Suspense>
        ),
        children: [
          { index: true, element: <Navigate to="/app/dashboard" replace /> },
          { path: 'dashboard', element: <DashboardPage /> },
          { path: 'properties', element: <PropertiesPage /> },
          { path: 'vendors', element: <VendorsPage /> },
          { path: 'upload', element: <UploadPage /> },
          { path: 'contracts/:id', element: <ContractDetailPage /> },
          { path: 'contracts/:id/edit', element: <ContractEditPage /> },
          { path: 'account', element: <AccountPage /> },
          {
            path: 'admin',
            element: <RequireAuth roles={['admin']} />,
            children: [
              { index: true, element: <Navigate to="/app/admin/users" replace /> },
              { path: 'users', element: <AdminUsersPage /> },
              { path: 'workspace', element: <AdminWorkspacePage /> },
              { path: 'reminders', element: <AdminRemindersPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage inApp /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];
