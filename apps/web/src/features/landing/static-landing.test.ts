// The landing page as the build pre-renders it for /, with the small script that page runs.
import { MSG } from '@keydate/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, startFakeServer } from '../../test/fake-server.ts';
import { renderStaticLanding } from './render-static-landing.tsx';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.resetModules();
});

function openStaticLanding(): void {
  const page = renderStaticLanding();
  document.title = page.title;
  document.body.innerHTML = `<div id="root">${page.html}</div>`;
}

describe('the pre-rendered landing page', () => {
  it('is the landing page, its links plain links to the app', () => {
    startFakeServer();
    openStaticLanding();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(MSG.headline);
    const steps = screen.getByRole('region', { name: 'How It Works' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Upload Any Agreement', 'Set Key Dates', 'Get Smart Notifications', 'Stay Compliant']);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getAllByRole('link', { name: /Get started/ })[0]?.getAttribute('href')).toBe('/register');
    expect(document.title).toBe('Keydate: every agreement, tracked and on time');
    expect(within(screen.getByRole('contentinfo')).getByText(MSG.partnerFallback)).toBeTruthy();
  });

  it('takes the names this server is configured with, and this year', async () => {
    const server = startFakeServer({
      'GET /api/branding': json(200, { brandName: 'Harbour Contracts', partnerName: 'Grand Hotels' }),
    });
    openStaticLanding();
    vi.useFakeTimers({ now: new Date('2031-03-01T12:00:00Z'), toFake: ['Date'] });
    await import('../../landing-main.ts');
    vi.useRealTimers();

    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Built in partnership with Grand Hotels')).toBeTruthy();
    expect(footer.textContent).toContain('© 2031 Harbour Contracts');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Harbour Contracts' })).toBeTruthy();
    const hero = screen.getByRole('heading', { level: 1 }).parentElement;
    expect(hero?.textContent).toContain('Harbour Contracts keeps every vendor agreement');
    expect(screen.queryByText(/Keydate/)).toBeNull();
    await waitFor(() =>
      expect(document.title).toBe('Harbour Contracts: every agreement, tracked and on time'),
    );
    expect(server.calls('GET /api/branding')).toHaveLength(1);
  });

  it('keeps the default names when the server does not answer', async () => {
    const server = startFakeServer({ 'GET /api/branding': json(503, { message: 'down' }) });
    openStaticLanding();
    await import('../../landing-main.ts');

    await waitFor(() => expect(server.calls('GET /api/branding')).toHaveLength(1));
    expect(within(screen.getByRole('contentinfo')).getByText(MSG.partnerFallback)).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Keydate' })).toBeTruthy();
  });
});
