import { Alert, createTheme, Drawer, Modal, NavLink, Notification, type CSSVariablesResolver } from '@mantine/core';

/** Shade 8 keeps white-on-primary text above WCAG AA contrast (4.5:1). */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'sm',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  components: {
    // Light alert titles in yellow/orange fall below AA contrast; keep them in the text colour.
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-text)' } } }),
    // Every popup's close button gets an accessible name; its header is not a second banner landmark.
    Modal: Modal.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, attributes: { header: { role: 'presentation' } } },
    }),
    Drawer: Drawer.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' }, attributes: { header: { role: 'presentation' } } },
    }),
    Notification: Notification.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } }),
    // The light active style puts primary text on a tinted background below AA; filled is white on shade 8.
    NavLink: NavLink.extend({ defaultProps: { variant: 'filled' } }),
  },
});

/** Darker secondary/error/link texts than Mantine's defaults, for AA contrast. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
