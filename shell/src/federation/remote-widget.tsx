/**
 * A piece of a remote shown in the shell's layout (e.g. the catalogue's header search). Until it
 * has loaded, and if it cannot load, the shell's own fallback shows instead.
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { widgetRemote } from './remote-registry';

const widgets = new Map<string, LazyExoticComponent<ComponentType<Record<string, unknown>>>>();

function lazyWidget(remote: string, name: string) {
  const key = `${remote}/widgets/${name}`;
  let component = widgets.get(key);
  if (!component) {
    component = lazy(async () => {
      const module = await loadRemote<{ default: ComponentType<Record<string, unknown>> }>(key);
      if (!module?.default) throw new Error(`${key} has no default export`);
      return { default: module.default };
    });
    widgets.set(key, component);
  }
  return component;
}

export function RemoteWidget({
  name,
  props = {},
  fallback,
}: {
  name: string;
  props?: Record<string, unknown>;
  fallback: ReactNode;
}) {
  const remote = widgetRemote(name);
  if (!remote) return fallback;
  const Widget = lazyWidget(remote, name);
  return (
    <ErrorBoundary
      fallback={fallback}
      onError={(error) => console.warn(`Widget ${name} of ${remote} failed`, error)}
    >
      <Suspense fallback={fallback}>
        <Widget {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
