import { Navigate, type RouteObject, useParams } from 'react-router';
import { RequireAuth } from './features/auth/require-auth.tsx';
import { AccountPage } from './routes/account.tsx';
import { AdminRemindersPage } from './routes/admin-reminders.tsx';
import { AdminUsersPage } from './routes/admin-users.tsx';
import { AdminWorkspacePage } from './routes/admin-workspace.tsx';
import { AppLayout } from './routes/app-layout.tsx';
import { ContractDetailPage } from './routes/contract-detail.tsx';
import { ContractEditPage } from './routes/contract-edit.tsx';
import { DashboardPage } from './routes/dashboard.tsx';
import { ForgotPasswordPage } from './routes/forgot-password.tsx';
import { LandingPage } from './routes/landing.tsx';
import { LoginPage } from './routes/login.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { PropertiesPage } from './routes/properties.tsx';
import { RegisterPage } from './routes/register.tsx';
import { ResetPasswordPage } from './routes/reset-password.tsx';
import { UploadPage } from './routes/upload.tsx';
import { VendorsPage } from './routes/vendors.tsx';
import { VerifyEmailPage } from './routes/verify-email.tsx';

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
        element: <AppLayout />,
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
