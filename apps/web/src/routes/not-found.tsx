import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { usePageTitle } from '../features/branding/use-page-title.ts';

/** Unknown addresses; `inApp` when drawn inside the app's layout, which has its own <main>. */
export function NotFoundPage({ inApp = false }: { inApp?: boolean }) {
  usePageTitle('Page not found');
  const content = (
    <>
      <p className="text-sm font-semibold text-blue-800">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-600">There is no page at this address.</p>
      <Link to={inApp ? '/app/dashboard' : '/'} className={buttonClass('primary', 'md', 'mt-8')}>
        {inApp ? 'Go to the dashboard' : 'Go to the home page'}
      </Link>
    </>
  );
  if (inApp) return <div className="flex flex-col items-center py-16 text-center">{content}</div>;
  return (
    <main
      id="main"
      className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 text-center"
    >
      {content}
    </main>
  );
}
