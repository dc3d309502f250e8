import { DdDocumentsElement } from './dd-documents.ts';
import { DdFormElement } from './dd-form.ts';

/**
 * The embeddable due-diligence widget: `<dd-form token>` and `<dd-documents token>` custom elements
 * with Shadow DOM styles, no framework (nothing duplicated on a host page that has React).
 */
export function defineDueDiligenceElements(registry: CustomElementRegistry = customElements): void {
  if (!registry.get('dd-form')) registry.define('dd-form', DdFormElement);
  if (!registry.get('dd-documents')) registry.define('dd-documents', DdDocumentsElement);
}

export { DdDocumentsElement, DdFormElement };
export { DdApi, DdApiError } from './api.ts';
export interface DdSubmittedDetail {
  id: string;
  status: 'submitted';
}
export interface DdErrorDetail {
  message: string;
  status: number;
  reason?: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'dd-form': DdFormElement;
    'dd-documents': DdDocumentsElement;
  }
  interface HTMLElementEventMap {
    'dd-submitted': CustomEvent<DdSubmittedDetail>;
    'dd-error': CustomEvent<DdErrorDetail>;
  }
}

if (typeof window !== 'undefined' && typeof customElements !== 'undefined') defineDueDiligenceElements();
