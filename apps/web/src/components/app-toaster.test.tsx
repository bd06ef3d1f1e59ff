import { TOAST } from '@keydate/domain';
import { act, cleanup, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppToaster } from './app-toaster.tsx';

afterEach(() => {
  cleanup();
  act(() => toast.remove());
  vi.useRealTimers();
});

describe('toasts', () => {
  it(`keeps at most ${TOAST.maxToasts} at once, dropping the oldest`, async () => {
    render(<AppToaster />);

    act(() => {
      for (let n = 1; n <= TOAST.maxToasts + 5; n += 1) toast.error(`Problem ${n}`);
    });

    expect(screen.getAllByText(/^Problem \d+$/).length).toBeLessThanOrEqual(TOAST.maxToasts);
    expect(screen.getByText(`Problem ${TOAST.maxToasts + 5}`)).toBeTruthy();
    expect(screen.queryByText('Problem 1')).toBeNull();
  });

  it('shows success for 2 seconds and errors for 4 seconds', async () => {
    vi.useFakeTimers();
    render(<AppToaster />);

    act(() => {
      toast.success('Saved');
      toast.error('Broken');
    });
    expect(screen.getByText('Saved')).toBeTruthy();

    // Small steps, so that React runs the effects between timers as it would in real time.
    const advance = async (ms: number) => {
      for (let step = 0; step < ms; step += 50) await act(() => vi.advanceTimersByTimeAsync(50));
    };
    // A dismissed toast leaves the page after its 1 s exit animation.
    await advance(TOAST.successMs - 100);
    expect(screen.getByText('Saved')).toBeTruthy();
    await advance(1200);
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText('Broken')).toBeTruthy();

    await advance(TOAST.errorMs - TOAST.successMs - 1200);
    expect(screen.getByText('Broken')).toBeTruthy();
    await advance(1200);
    expect(screen.queryByText('Broken')).toBeNull();
  });

  it('sits at the top right', () => {
    render(<AppToaster />);
    act(() => {
      toast.success('Here');
    });
    const container = screen.getByText('Here').closest('[data-rht-toaster]')?.firstElementChild;
    expect(container?.getAttribute('style')).toContain('right: 0');
    expect(container?.getAttribute('style')).toContain('top: 0');
  });
});
