import { Loader, SimpleGrid } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { HomeWidgetDef } from '../../../plugin-api/web.ts';
import { useSession } from '../../session/session-context.ts';
import { usePlugins } from '../plugins-context.ts';

const lazyWidgets = new WeakMap<HomeWidgetDef, LazyExoticComponent<ComponentType>>();
function widgetComponent(widget: HomeWidgetDef): LazyExoticComponent<ComponentType> {
  let component = lazyWidgets.get(widget);
  if (!component) {
    component = lazy(widget.load);
    lazyWidgets.set(widget, component);
  }
  return component;
}

/** The Home panels of the installed plugins that the signed-in user may see, in order. */
export function HomeWidgets() {
  const plugins = usePlugins();
  const { user, can } = useSession();
  if (!user) return null;
  const widgets = plugins
    .flatMap((p) => p.homeWidgets ?? [])
    .filter((w) => !w.permission || can(w.permission))
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
  if (!widgets.length) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {widgets.map((w) => {
        const Widget = widgetComponent(w);
        return (
          <Suspense key={w.id} fallback={<Loader size="sm" aria-label="Loading" />}>
            <Widget />
          </Suspense>
        );
      })}
    </SimpleGrid>
  );
}
