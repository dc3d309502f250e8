import { Loader, Stack } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { ClientPanelDef, ClientPanelProps } from '../../../plugin-api/web.ts';
import { useSession } from '../../session/session-context.ts';
import { usePlugins } from '../plugins-context.ts';

const lazyPanels = new WeakMap<ClientPanelDef, LazyExoticComponent<ComponentType<ClientPanelProps>>>();
function panelComponent(panel: ClientPanelDef): LazyExoticComponent<ComponentType<ClientPanelProps>> {
  let component = lazyPanels.get(panel);
  if (!component) {
    component = lazy(panel.load);
    lazyPanels.set(panel, component);
  }
  return component;
}

/** The panels installed plugins add to a client's dossier dashboard that the signed-in user may see, in order. */
export function ClientPanels({ companyId }: ClientPanelProps) {
  const plugins = usePlugins();
  const { user, can } = useSession();
  if (!user) return null;
  const panels = plugins
    .flatMap((p) => p.clientPanels ?? [])
    .filter((w) => !w.permission || can(w.permission))
    .sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
  if (!panels.length) return null;
  return (
    <Stack gap="md">
      {panels.map((w) => {
        const Panel = panelComponent(w);
        return (
          <Suspense key={w.id} fallback={<Loader size="sm" aria-label="Loading" />}>
            <Panel companyId={companyId} />
          </Suspense>
        );
      })}
    </Stack>
  );
}
