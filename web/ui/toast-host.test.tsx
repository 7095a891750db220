// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dismissToast, toast } from '../lib/toast-store';
import { ToastHost } from './toast-host';

describe('ToastHost', () => {
  it('loads the toaster on the first toast and shows one toast at a time', async () => {
    const { container } = render(<ToastHost />);
    expect(container).toBeEmptyDOMElement();

    act(() => {
      toast({ title: 'Settings updated', description: 'Your preferences have been saved.' });
    });
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(screen.getByText('Your preferences have been saved.')).toBeInTheDocument();

    act(() => {
      toast({
        title: 'Update failed',
        description: 'Failed to save settings. Please try again.',
        variant: 'destructive',
      });
    });
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.queryByText('Settings updated')).not.toBeInTheDocument();

    // Nothing on the page to keep clear of: the first choice, bottom right (toast-place.test.ts).
    const region = screen.getByRole('region', { name: /F8/ });
    expect(region.querySelector('ol')).toHaveAttribute('data-place', 'bottom-right');

    act(() => dismissToast());
    expect(screen.queryByText('Update failed')).not.toBeInTheDocument();
  });
});
