import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { preloadableLazy } from './preloadableLazy';

const page = async () => ({ default: () => <p>the screen</p> });

describe('a lazy component whose code can be fetched first', () => {
  it('renders at once, without its fallback, once preloaded', async () => {
    const { Component, preload } = preloadableLazy(page);
    await preload();
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText('the screen')).toBeInTheDocument();
    expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  });

  it('suspends as React.lazy does when not, and loads its code once', async () => {
    const load = jest.fn(page);
    const { Component, preload } = preloadableLazy(load);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Component />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(await screen.findByText('the screen')).toBeInTheDocument();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
