import { ContactFormWidget, type ContactFormWidgetProps } from '@app/plugin-auth/widgets';
import { createElement, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';

export interface MountOptions<P> {
  baseUrl: string;
  /** Bearer token for widgets that act as a signed-in user. */
  token?: string;
  props?: Omit<P, 'baseUrl' | 'token'>;
}

/** Registry of embeddable widgets; each reuses the plugin's typed API client. */
export const widgets = { 'contact-form': ContactFormWidget as ComponentType<ContactFormWidgetProps> };
export type WidgetName = keyof typeof widgets;

/** Renders a widget into an element of the host page; returns an unmount function. */
export function mount(el: Element, name: WidgetName, options: MountOptions<ContactFormWidgetProps>): () => void {
  const root = createRoot(el);
  root.render(
    createElement(widgets[name], {
      ...(options.props ?? {}),
      baseUrl: options.baseUrl,
      token: options.token,
    } as ContactFormWidgetProps),
  );
  return () => root.unmount();
}

export { ContactFormWidget };
