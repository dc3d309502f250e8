import { Group, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PermissionEffect, PermissionMap } from '@app/core/shared';
import { useInstalledPermissions, usePermissionGrants } from '@app/core/web';
import { PERMISSION_GROUPS, PERMISSION_LABELS } from '../../../shared/permissions.ts';

export interface PermissionEditorProps {
  permissions: PermissionMap;
  onChange: (name: string, effect: PermissionEffect) => void;
  /** The viewer may not change user permissions. */
  disabled?: boolean;
  /** The shown user is an ADMINISTRATOR: the User Management group is locked. */
  lockUserManagement?: boolean;
  /** Name currently being saved (its choice is disabled meanwhile). */
  saving?: string | null;
}

/** One Allow/Restrict choice per permission, grouped as the seed's role-management table. */
export function PermissionEditor({
  permissions,
  onChange,
  disabled,
  lockUserManagement,
  saving,
}: PermissionEditorProps) {
  // Only permissions of installed plugins (user management always: it is this plugin's own).
  const installed = useInstalledPermissions();
  const grants = usePermissionGrants();
  const labels: Record<string, string> = { ...PERMISSION_LABELS };
  for (const g of grants) labels[g.name] = g.label;
  // the seed's groups, then the groups of the installed plugins' own permissions
  const pluginGroups = [...new Set(grants.map((g) => g.group))].map((title) => ({
    title,
    names: grants.filter((g) => g.group === title).map((g) => g.name),
  }));
  const groups = [
    ...PERMISSION_GROUPS.map((group, index) => ({
      group: group as { title: string; names: readonly string[] },
      index,
    })),
    ...pluginGroups.map((group, i) => ({ group, index: PERMISSION_GROUPS.length + i })),
  ].filter(({ group, index }) => index === 0 || group.names.some((n) => installed.has(n)));
  return (
    <Stack gap="md">
      {groups.map(({ group, index }) => {
        const locked = disabled || (lockUserManagement && index === 0);
        return (
          <Paper withBorder p="md" key={group.title}>
            <Title order={2} size="h5" mb="sm">
              {group.title}
            </Title>
            {lockUserManagement && index === 0 && (
              <Text size="sm" mb="xs">
                User management permissions of an administrator are locked.
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xs">
              {group.names.map((name) => (
                <Radio.Group
                  key={name}
                  label={labels[name]}
                  value={permissions[name] ?? 'deny'}
                  onChange={(value) => onChange(name, value as PermissionEffect)}
                >
                  <Group gap="md" mt={4}>
                    <Radio value="allow" label="Allow" disabled={locked || saving === name} />
                    <Radio value="deny" label="Restrict" disabled={locked || saving === name} />
                  </Group>
                </Radio.Group>
              ))}
            </SimpleGrid>
          </Paper>
        );
      })}
    </Stack>
  );
}
