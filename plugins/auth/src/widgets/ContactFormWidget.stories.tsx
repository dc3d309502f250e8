import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactFormWidget } from './ContactFormWidget.tsx';

const meta: Meta<typeof ContactFormWidget> = { title: 'Widgets/ContactFormWidget', component: ContactFormWidget };
export default meta;

export const Default: StoryObj<typeof ContactFormWidget> = { args: { baseUrl: 'http://127.0.0.1:3000' } };
export const CustomTitle: StoryObj<typeof ContactFormWidget> = {
  args: { baseUrl: 'http://127.0.0.1:3000', title: 'Ask our compliance team' },
};
