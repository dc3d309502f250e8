export { AppShell, ShellRoutes, type AppShellProps } from './components/AppShell/AppShell.tsx';
export { Layout } from './components/Layout/Layout.tsx';
export { Header } from './components/Header/Header.tsx';
export { UserMenu } from './components/UserMenu/UserMenu.tsx';
export { Sidebar } from './components/Sidebar/Sidebar.tsx';
export { LoadingScreen } from './components/LoadingScreen/LoadingScreen.tsx';
export { NotFound } from './components/NotFound/NotFound.tsx';
export { DataTable, type DataTableProps } from './components/DataTable/DataTable.tsx';
export { ScreenGuard, guardRedirect, FORBIDDEN } from './components/ScreenGuard/ScreenGuard.tsx';
export { navItems, visibleNavItems, initials, type NavItem } from './components/nav.ts';
export {
  PluginsContext,
  usePlugins,
  useAvailableScreens,
  useInstalledPermissions,
  usePermissionGrants,
  useReviewView,
} from './components/plugins-context.ts';
export { responseError } from '../client/index.ts';
export { HomeWidgets } from './components/HomeWidgets/HomeWidgets.tsx';
export { ClientPanels } from './components/ClientPanels/ClientPanels.tsx';
export { AppProviders, createQueryClient, type AppProvidersProps } from './providers/AppProviders.tsx';
export { ApiProvider, useClient, useApiRuntime, type ApiRuntime } from './runtime/ApiProvider.tsx';
export {
  createFileTransport,
  downloadAttachment,
  fetchBlob,
  fetchFileTransport,
  pluginFileTransport,
  saveBlob,
  type FileTransport,
  type FileTransportApi,
  type FetchFileTransportOptions,
} from './runtime/file-transport.tsx';
export { browserTokenStore, memoryTokenStore, TOKEN_KEY, type TokenStore } from './runtime/token-store.ts';
export { useSession, SESSION_QUERY_KEY, type Session, type SessionStatus } from './session/session-context.ts';
export { SessionProvider } from './session/SessionProvider.tsx';
export { notifySuccess, notifyError, errorText, SUCCESS_AUTO_CLOSE, ERROR_AUTO_CLOSE } from './feedback/notify.ts';
export { confirm, type ConfirmOptions } from './feedback/confirm.tsx';
export { QueryProgress, RouteProgress } from './feedback/progress.tsx';
export { installErrorReporter } from './feedback/error-reporter.ts';
export { StoryProviders, staticSession, type StoryProvidersProps } from './testing/StoryProviders.tsx';
export {
  AttachmentList,
  formatFileSize,
  type AttachmentFile,
  type AttachmentListProps,
} from './components/AttachmentList/AttachmentList.tsx';
export { JobProgress, type JobProgressProps } from './components/JobProgress/JobProgress.tsx';
export { DateInput, type DateInputProps } from './components/DateInput/DateInput.tsx';
export { DATE_FORMAT, formatDate, formatDateTime, parseDate, todayIso } from './components/DateInput/dates.ts';
export * from './thread/index.ts';
