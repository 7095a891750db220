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

    const region = screen.getByRole('region', { name: /F8/ });
    const list = region.querySelector('ol');
    expect(list?.className).toContain('md:max-w-[420px]');
    expect(list?.className).toContain('sm:bottom-28');
    expect(list?.className).toContain('top-0');

    act(() => dismissToast());
    expect(screen.queryByText('Update failed')).not.toBeInTheDocument();
  });
});
