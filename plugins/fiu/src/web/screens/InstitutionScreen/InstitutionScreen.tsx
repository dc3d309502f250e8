import { ApiError } from '@app/core/client';
import { errorText, formatDateTime, notifyError, notifySuccess } from '@app/core/web';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  FIU_MESSAGES as M,
  normalizeInstitution,
  validateInstitution,
  type Institution,
} from '../../../shared/index.ts';
import { fiuKeys, useFiuClient } from '../../hooks.ts';

/**
 * /fiu/institution: our institution — the bank of the customer accounts and the local currency that
 * every goAML report from stored transactions writes, set once per organisation (the CLI's
 * `app fiu institution`). A report may still give its own.
 */
export default function InstitutionScreen() {
  const client = useFiuClient();
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: fiuKeys.institution, queryFn: () => client.getInstitution(undefined) });
  const [form, setForm] = useState<Institution | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (saved.data && !form) setForm(saved.data.institution);
  }, [saved.data, form]);

  const save = useMutation({
    mutationFn: (v: Institution) => client.saveInstitution(v),
    onSuccess: (data) => {
      notifySuccess(data.message);
      queryClient.setQueryData(fiuKeys.institution, data);
      setForm(data.institution);
    },
    onError: (e) => {
      const list = e instanceof ApiError ? (e.body as { errors?: { field: string; message: string }[] }).errors : null;
      if (list?.length) setErrors(Object.fromEntries(list.map((x) => [x.field, x.message])));
      notifyError(errorText(e, M.errorDuring('saving')));
    },
  });
  const submit = () => {
    if (!form) return;
    const v = normalizeInstitution(form);
    const found = validateInstitution(v);
    setErrors(Object.fromEntries(found.map((x) => [x.field, x.message])));
    if (!found.length) save.mutate(v);
  };
  const set = (patch: Partial<Institution>) => setForm((f) => (f ? { ...f, ...patch } : f));

  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>Our institution</Title>
      <Text size="sm">
        Reports from stored transactions write our institution as the bank of the customer accounts, with the local
        currency of the amounts. Set them once for the organisation; a report can still give its own.
      </Text>
      {saved.isLoading || !form ? (
        <Loader aria-label="Loading" />
      ) : (
        <Paper withBorder p="md" component="form" onSubmit={(e) => (e.preventDefault(), submit())}>
          {saved.data && !saved.data.complete && (
            <Alert color="yellow" role="status" mb="sm">
              Not set yet: reports need the name, SWIFT/BIC and local currency.
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Name"
              description="The bank of the customer accounts"
              required
              maxLength={255}
              value={form.name}
              error={errors.name}
              onChange={(e) => set({ name: e.currentTarget.value })}
            />
            <TextInput
              label="SWIFT/BIC"
              description="8 or 11 characters; letters 5 and 6 give our country in the report"
              required
              maxLength={11}
              value={form.swift}
              error={errors.swift}
              onChange={(e) => set({ swift: e.currentTarget.value })}
            />
            <TextInput
              label="Local currency (ISO code)"
              required
              maxLength={3}
              value={form.currency_code_local}
              error={errors.currency_code_local}
              onChange={(e) => set({ currency_code_local: e.currentTarget.value })}
            />
            <Checkbox
              mt="xl"
              label="Not a bank (non-bank institution)"
              checked={form.non_bank_institution}
              onChange={(e) => set({ non_bank_institution: e.currentTarget.checked })}
            />
          </SimpleGrid>
          <Group mt="md" justify="space-between">
            <Text size="xs" c="dimmed">
              {saved.data?.updated_at ? `Last changed ${formatDateTime(saved.data.updated_at)}` : ''}
            </Text>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
