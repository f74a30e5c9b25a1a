// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, data } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApplicationError } from '../../app/components/errors/ApplicationError.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

const Nothing = () => null;

function failingAt(path: string, fail: () => never) {
  const Stub = createRoutesStub([{ path: '/:lang/*', Component: Nothing, loader: fail, ErrorBoundary: ApplicationError }]);
  render(<Stub initialEntries={[path]} />);
}

describe('the router failure page', () => {
  it('shows the status and status text of a failed response, in the page language', async () => {
    failingAt('/de/x', () => {
      throw data('gone', { status: 410, statusText: 'Gone' });
    });
    expect(await screen.findByRole('heading', { name: 'Unerwarteter Anwendungsfehler' })).toBeTruthy();
    expect(screen.getByText('Status 410')).toBeTruthy();
    expect(screen.getByText('Gone')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/de');
  });

  it('shows an error’s message and, in development, its stack', async () => {
    failingAt('/en/x', () => {
      throw new Error('Loader broke');
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeTruthy();
    expect(screen.getByText('Loader broke')).toBeTruthy();
    expect(document.querySelector('pre')?.textContent).toContain('Error: Loader broke');
  });

  it('hides the stack in production builds', async () => {
    vi.stubEnv('DEV', false);
    failingAt('/en/x', () => {
      throw new Error('Loader broke');
    });
    expect(await screen.findByText('Loader broke')).toBeTruthy();
    expect(document.querySelector('pre')).toBeNull();
  });
});
