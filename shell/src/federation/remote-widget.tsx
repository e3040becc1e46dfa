/**
 * A piece of a remote shown in the shell's layout (e.g. the catalogue's header search). Until it
 * has loaded, and if it cannot load, the shell's own fallback shows instead.
 */
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { loadRemoteModule, type WidgetName, type WidgetProps } from './remote-modules';
import { widgetRemote } from './remote-registry';

type LazyWidget<Name extends WidgetName> = LazyExoticComponent<ComponentType<WidgetProps[Name]>>;

const widgets = new Map<string, LazyWidget<WidgetName>>();

function lazyWidget<Name extends WidgetName>(remote: string, name: Name): LazyWidget<Name> {
  const key = `${remote}/widgets/${name}`;
  // Stored under its own remote and name only, so the entry is this widget's component.
  let component = widgets.get(key) as LazyWidget<Name> | undefined;
  if (!component) {
    component = lazy(async () => {
      const module = await loadRemoteModule(remote, 'widgets', name);
      if (!module?.default) throw new Error(`${key} has no default export`);
      return { default: module.default };
    });
    widgets.set(key, component);
  }
  return component;
}

export function RemoteWidget<Name extends WidgetName>({
  name,
  props,
  fallback,
}: {
  name: Name;
  props: WidgetProps[Name];
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
