import { Button, Group, Modal, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText, notifyError, notifySuccess, usePermissionGrants } from '@app/core/web';
import { useEffect, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../shared/messages.ts';
import { grantsBeyond, resolvePermissions, type Role } from '../../../shared/permissions.ts';
import type { User } from '../../../shared/user.schema.ts';
import { generatePassword, validateEmail, validatePassword, validateUsername } from '../../../shared/validation.ts';
import { fieldErrors } from '../../field-errors.ts';
import { queryKeys, useAuthClient, useCurrentUser, useRoles } from '../../hooks.ts';

type Field = 'username' | 'email' | 'type' | 'password';
type Values = Record<Field, string>;

export interface UserFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** Absent: 'Add User'; present: 'Edit User' of that user (no password). */
  user?: User | null;
  /** Only an ADMINISTRATOR may choose the role when editing. */
  canChooseRole?: boolean;
  onSaved?: (user: User) => void;
}

const blank = (user?: User | null): Values => ({
  username: user?.username ?? '',
  email: user?.email ?? '',
  type: user?.type ?? '',
  password: '',
});

/** 'Add User' / 'Edit User' popup. */
export function UserFormModal({ opened, onClose, user, canChooseRole = true, onSaved }: UserFormModalProps) {
  const client = useAuthClient();
  const queryClient = useQueryClient();
  const roles = useRoles(opened);
  const session = useCurrentUser();
  const grants = usePermissionGrants();
  // ADR 0012: a role granting anything the signed-in user lacks is offered but disabled (the server refuses it too).
  const beyondMe = (role: Role) =>
    (role === 'ADMINISTRATOR' && session.raw?.user.type !== 'ADMINISTRATOR') ||
    grantsBeyond(session.permissions, resolvePermissions(role, {}, grants)).length > 0;
  const editing = !!user;
  const [values, setValues] = useState<Values>(() => blank(user));
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [showPassword, setShowPassword] = useState(false);
  useEffect(() => {
    if (opened) {
      setValues(blank(user));
      setErrors({});
      setShowPassword(false);
    }
  }, [opened, user]);
  useEffect(() => {
    if (roles.isError) notifyError(MESSAGES.errorLoadingRoles);
  }, [roles.isError]);

  const save = useMutation({
    mutationFn: async () => {
      const base = { username: values.username.trim(), email: values.email.trim() };
      if (!user) return client.createAccount({ ...base, type: values.type as Role, password: values.password });
      return client.updateAccount({
        user: { _id: user._id, ...base, ...(canChooseRole ? { type: values.type as Role } : {}) },
      });
    },
    onSuccess: (data) => {
      notifySuccess(editing ? MESSAGES.userUpdated : MESSAGES.userCreated);
      // An e-mail change waits for the new address to confirm it (ADR 0012).
      if ('notice' in data && typeof data.notice === 'string') notifySuccess(data.notice);
      void queryClient.invalidateQueries({ queryKey: queryKeys.accounts });
      queryClient.setQueryData(queryKeys.account(data.user._id), { user: data.user });
      onSaved?.(data.user);
      onClose();
    },
    onError: (e) => {
      const fields = fieldErrors(e, ['username', 'email', 'type', 'password'] as const);
      if (fields) setErrors(fields);
      notifyError(
        errorText(e, editing ? MESSAGES.errorUpdatingUser : MESSAGES.errorDuring('user creation for the company')),
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      username: validateUsername(values.username),
      email: validateEmail(values.email),
      type: values.type ? null : 'Please choose a role',
      password: editing ? null : validatePassword(values.password),
    };
    setErrors(next);
    if (!Object.values(next).some(Boolean)) save.mutate();
  };
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: null }));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={editing ? 'Edit User' : 'Add User'} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Username"
            value={values.username}
            error={errors.username}
            onChange={(e) => set('username', e.currentTarget.value)}
          />
          <TextInput
            label="Email"
            type="email"
            value={values.email}
            error={errors.email}
            onChange={(e) => set('email', e.currentTarget.value)}
          />
          <Select
            label="Role"
            placeholder="Choose a role"
            data={(roles.data?.roles ?? []).map((r) => ({
              value: r.name,
              label: r.label,
              disabled: r.name !== values.type && beyondMe(r.name),
            }))}
            value={values.type || null}
            error={errors.type}
            disabled={editing && !canChooseRole}
            onChange={(v) => set('type', v ?? '')}
            allowDeselect={false}
          />
          {!editing && (
            <Group align="flex-end" gap="xs" wrap="nowrap">
              <PasswordInput
                label="Password"
                autoComplete="new-password"
                style={{ flex: 1 }}
                value={values.password}
                visible={showPassword}
                onVisibilityChange={setShowPassword}
                error={errors.password}
                onChange={(e) => set('password', e.currentTarget.value)}
                visibilityToggleButtonProps={{ 'aria-label': 'Toggle visibility' }}
              />
              <Button
                variant="default"
                onClick={() => {
                  set('password', generatePassword(14));
                  setShowPassword(true);
                }}
              >
                Generate
              </Button>
            </Group>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Save' : 'Add User'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
