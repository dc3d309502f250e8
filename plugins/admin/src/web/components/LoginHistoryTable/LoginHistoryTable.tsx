import { Text } from '@mantine/core';
import { createColumnHelper, tableFeatures } from '@tanstack/react-table';
import { DataTable } from '@app/core/web';
import type { LoginHistory } from '../../../shared/index.ts';
import { formatDateTime } from '../../hooks.ts';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, LoginHistory>();
const columns = helper.columns([
  helper.accessor('loginDate', { header: 'Login date', cell: (info) => formatDateTime(info.getValue()) }),
  helper.accessor('ip', {
    header: 'IP',
    cell: (info) => (
      <Text span ff="monospace" size="sm">
        {info.getValue() ?? '—'}
      </Text>
    ),
  }),
  helper.accessor('userAgent', {
    header: 'User agent',
    cell: (info) => (
      <Text span size="xs">
        {info.getValue() ?? '—'}
      </Text>
    ),
  }),
]);

/** Sign-ins with IP and user agent [000:61]. */
export function LoginHistoryTable({ logins }: { logins: LoginHistory[] }) {
  return (
    <DataTable
      features={features}
      columns={columns}
      data={logins}
      label="Login history"
      empty="Nothing here yet"
      minWidth={640}
    />
  );
}
