// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOW, world } from '../../../../core/intelligence/engine/test-world';
import { Universe } from '../../../../core/intelligence/engine/universe';
import { queryClient } from '../../../lib/query-client';
import { mockApi } from '../../../test/api-mock';
import { renderApp } from '../../../test/render';
import { CompetitiveAnalysis } from './CompetitiveAnalysis';

afterEach(() => vi.unstubAllGlobals());

describe('Competitive Analysis', () => {
  it('links to /compare with the brand and its closest competitors', () => {
    mockApi({});
    const profile = new Universe(world(), NOW).brandProfile('nike')!;
    expect(profile.competitors.length).toBeGreaterThan(0);
    renderApp(
      <QueryClientProvider client={queryClient}>
        <CompetitiveAnalysis profile={profile} />
      </QueryClientProvider>,
    );
    const names = ['Nike', ...profile.competitors.slice(0, 3).map((c) => c.name)];
    const link = screen.getByRole('link', { name: `Compare Nike with ${names.slice(1).join(', ')}` });
    expect(link).toHaveAttribute('href', `/compare?brands=${names.map(encodeURIComponent).join(',')}`);
  });
});
