import { Suspense, use, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui';

/** A page module: its component is `Component` (React Router's `lazy` reads that name too). */
export type PageModuleExports = { Component: ComponentType };
/** A promise carrying its outcome the way React marks the promises `use` has seen. */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/** A page component whose code is a separate chunk, loaded on first render or on `preload()`. */
export interface LazyPageComponent {
  (): React.ReactNode;
  preload: () => Promise<unknown>;
}

/**
 * A page in its own chunk that shows no spinner: the server preloads the chunk of the page it
 * answers and the app waits for it before the first render, and a navigation (a transition)
 * keeps the current page on screen until the next one's code has arrived.
 */
export function lazyPage(load: () => Promise<PageModuleExports>): LazyPageComponent {
  let pending: TrackedPromise<ComponentType> | undefined;
  const preload = () => {
    if (pending) return pending;
    const promise: TrackedPromise<ComponentType> = load().then((module) => module.Component);
    pending = promise;
    // Marked the way React marks promises it has seen, so `use` of a promise settled before the
    // first render (the server preloaded the chunk) returns at once instead of suspending.
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled' as const, value }),
      (reason: unknown) => {
        Object.assign(promise, { status: 'rejected' as const, reason });
        // A failed download (offline, a deploy replaced the chunk) may be tried again.
        pending = undefined;
      },
    );
    return promise;
  };
  function LazyPage() {
    const Component = use(preload() as Promise<ComponentType>);
    return <Component />;
  }
  LazyPage.preload = preload;
  return LazyPage;
}

/**
 * The pages loaded lazily "with a spinner shown meanwhile" (`loading: 'spinner'` in the page
 * table): their own Suspense boundary is new when the page is, so React shows its spinner even
 * during a navigation.
 */
export function lazyPageWithSpinner(load: () => Promise<PageModuleExports>): LazyPageComponent {
  const Page = lazyPage(load);
  function LazyPageWithSpinner() {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    );
  }
  LazyPageWithSpinner.preload = Page.preload;
  return LazyPageWithSpinner;
}

const preloadOf = (route: RouteObject) =>
  (route.Component as Partial<LazyPageComponent> | null | undefined)?.preload;

/** Starts loading the code of every lazy page a path shows (before rendering it, or on intent). */
export function preloadPath(routes: RouteObject[], path: string): Promise<unknown> {
  const matches = matchRoutes(routes, path) ?? [];
  return Promise.all(matches.map(({ route }) => preloadOf(route)?.()));
}
