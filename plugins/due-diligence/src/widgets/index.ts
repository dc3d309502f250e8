/**
 * What the embeddable widget (the widgets host) takes from due diligence, all without TypeBox: the form
 * model (constants, messages, completion rules, value checks) and the link holder's calls typed by their contracts.
 */
export * from '../shared/form-model.ts';
export { linkCalls, type LinkRoutes } from '../shared/link-calls.ts';
