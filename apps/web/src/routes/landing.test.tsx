import { MSG } from '@keydate/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, startFakeServer } from '../test/fake-server.ts';
import { renderApp } from '../test/render-app.tsx';

describe('landing page', () => {
  it('has the headline, the four steps, a Log in link and a call to action', async () => {
    startFakeServer();
    renderApp('/');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(MSG.headline);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const steps = screen.getByRole('region', { name: 'How It Works' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Upload Any Agreement', 'Set Key Dates', 'Get Smart Notifications', 'Stay Compliant']);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getAllByRole('link', { name: /Get started/ })[0]?.getAttribute('href')).toBe('/register');
  });

  it('makes only true security claims and credits a role, not an invented person', () => {
    startFakeServer();
    renderApp('/');

    const security = screen.getByRole('region', { name: 'Your agreements stay yours' });
    expect(within(security).getByText(/Argon2id/, { selector: 'h3' })).toBeTruthy();
    expect(within(security).getByText(/served over HTTPS in production/i)).toBeTruthy();
    expect(security.textContent).not.toMatch(/\d+(\.\d+)?\s*%|bank-grade/i);
    expect(screen.getByText('Director of Operations, hotel group')).toBeTruthy();
  });

  it('names the company and the partner from the server, with the default credit when there is none', async () => {
    const server = startFakeServer();
    const first = renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Built with hotel and property operators')).toBeTruthy();
    expect(within(footer).getByText(/Keydate/, { selector: 'p' })).toBeTruthy();
    first.unmount();

    server.on(
      'GET /api/branding',
      json(200, { brandName: 'Harbour Contracts', partnerName: 'Grand Hotels' }),
    );
    renderApp('/');
    expect(await screen.findByText('Built in partnership with Grand Hotels')).toBeTruthy();
    expect(
      within(screen.getByRole('contentinfo')).getByText(/Harbour Contracts/, { selector: 'p' }),
    ).toBeTruthy();
  });
});
