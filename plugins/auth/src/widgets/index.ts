export { ContactFormWidget, type ContactFormWidgetProps } from './ContactFormWidget.tsx';
