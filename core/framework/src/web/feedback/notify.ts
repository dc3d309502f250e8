import { notifications } from '@mantine/notifications';

/** Seed §9: errors vanish after 7000 ms, other notices after 3000 ms. */
export const SUCCESS_AUTO_CLOSE = 3000;
export const ERROR_AUTO_CLOSE = 7000;

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ message, title, color: 'green', autoClose: SUCCESS_AUTO_CLOSE, withBorder: true });
}

export function notifyError(message: string, title?: string): void {
  notifications.show({ message, title, color: 'red', autoClose: ERROR_AUTO_CLOSE, withBorder: true });
}

/** The server's message when it sent one, else a fallback text. */
export function errorText(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'body' in error) {
    const body = (error as { body?: { message?: unknown } }).body;
    if (body && typeof body.message === 'string' && body.message) return body.message;
  }
  return fallback;
}
