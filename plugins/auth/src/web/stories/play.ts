import { userEvent, within } from 'storybook/test';

/** Story step: sign in with valid credentials (to reach the two-factor step). */
export async function signIn({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Email'), 'alice@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), 'secret-password');
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/** Story step: fill in the registration form and submit (opens the terms popup). */
export async function fillRegistration({ canvasElement }: { canvasElement: HTMLElement }) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Username'), 'alice');
  await userEvent.type(canvas.getByLabelText('Email'), 'alice@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), 'secret-password');
  await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
}
