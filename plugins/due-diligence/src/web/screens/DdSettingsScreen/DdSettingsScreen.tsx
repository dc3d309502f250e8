import { ApiError } from '@app/core/client';
import { errorText, notifyError, notifySuccess, useSession } from '@app/core/web';
import {
  Alert,
  Button,
  Code,
  Group,
  List,
  Loader,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DD_MESSAGES as M, checkOrigin, type DdSettings } from '../../../shared/index.ts';
import { ddKeys, isAdministrator, useDdClient } from '../../hooks.ts';

/**
 * /due-diligence/settings: the organisation's partner pages that may embed the widget (allowed
 * origins) and the link lifetime. Administrators edit them; other viewers read them (ADR 0044, 0073).
 */
export default function DdSettingsScreen() {
  const client = useDdClient();
  const admin = isAdministrator(useSession());
  const settings = useQuery({ queryKey: ddKeys.settings, queryFn: () => client.getSettings({}) });
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>Due Diligence Settings</Title>
      <Text size="sm">
        Partner sites embed the due-diligence form with{' '}
        <Code>{`<script src="${window.location.origin}/widgets/dd-widget.iife.js"></script>`}</Code> and the{' '}
        <Code>{'<dd-form>'}</Code> and <Code>{'<dd-documents>'}</Code> elements. Their pages may use this
        organisation&apos;s links only from an allowed origin.
      </Text>
      {settings.isPending && <Loader role="status" aria-label="Loading" />}
      {settings.isError && (
        <Alert color="red" role="alert">
          {errorText(settings.error, M.somethingWrong)}
        </Alert>
      )}
      {settings.isSuccess &&
        (admin ? (
          <SettingsForm key={JSON.stringify(settings.data)} initial={settings.data} />
        ) : (
          <ReadOnly settings={settings.data} />
        ))}
    </Stack>
  );
}

function ReadOnly({ settings }: { settings: DdSettings }) {
  return (
    <Stack gap="sm">
      <Alert color="blue" role="status">
        {M.adminOnly}
      </Alert>
      <Title order={2} size="h3">
        Allowed origins
      </Title>
      {settings.cors_origins.length ? (
        <List aria-label="Allowed origins">
          {settings.cors_origins.map((o) => (
            <List.Item key={o}>{o}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">No partner site may embed the form.</Text>
      )}
      <Text size="sm">New links are valid for {settings.link_days} days.</Text>
    </Stack>
  );
}

type Row = { key: number; value: string; error: string | null };
let rowKey = 0;
const row = (value = ''): Row => ({ key: ++rowKey, value, error: null });
const checkRow = (r: Row): Row => {
  const res = r.value.trim() ? checkOrigin(r.value) : null;
  return { ...r, error: res && 'error' in res ? res.error : null };
};

function SettingsForm({ initial }: { initial: DdSettings }) {
  const client = useDdClient();
  const qc = useQueryClient();
  const [rows, setRows] = useState<Row[]>(() => initial.cors_origins.map((o) => row(o)));
  const [days, setDays] = useState<number | string>(initial.link_days);
  const [daysError, setDaysError] = useState<string | null>(null);
  const set = (key: number, change: (r: Row) => Row) => setRows((rs) => rs.map((r) => (r.key === key ? change(r) : r)));
  const save = useMutation({
    mutationFn: ({ body }: { body: { cors_origins: string[]; link_days: number }; keys: number[] }) =>
      client.saveSettings(body),
    onSuccess: (res) => {
      notifySuccess(res.message);
      void qc.invalidateQueries({ queryKey: ddKeys.settings });
    },
    onError: (e, { keys }) => {
      notifyError(errorText(e, M.somethingWrong));
      // The server names each refused entry cors_origins.<index in the sent list>.
      if (e instanceof ApiError)
        setRows((rs) =>
          rs.map((r) => ({ ...r, error: e.fieldMessage(`cors_origins.${keys.indexOf(r.key)}`) ?? r.error })),
        );
    },
  });
  const submit = () => {
    const checked = rows.map(checkRow);
    setRows(checked);
    const n = typeof days === 'number' ? days : Number.NaN;
    const badDays = !Number.isInteger(n) || n < 1 || n > 365;
    setDaysError(badDays ? 'Between 1 and 365 days' : null);
    if (checked.some((r) => r.error) || badDays) return notifyError(M.originInvalid);
    const sent = checked.filter((r) => r.value.trim());
    save.mutate({
      body: { cors_origins: sent.map((r) => r.value.trim()), link_days: n },
      keys: sent.map((r) => r.key),
    });
  };
  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      aria-labelledby="dd-origins"
    >
      <Title order={2} size="h3" id="dd-origins">
        Allowed origins
      </Title>
      <Text size="sm" c="dimmed">
        Scheme, host and optional port, without a path: https://partner.example or http://localhost:8080.
      </Text>
      {rows.length === 0 && <Text size="sm">No partner site may embed the form yet.</Text>}
      {rows.map((r, i) => (
        <Group key={r.key} align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={`Allowed origin ${i + 1}`}
            placeholder="https://partner.example"
            value={r.value}
            error={r.error}
            maxLength={200}
            onChange={(e) => {
              const value = e.currentTarget.value;
              set(r.key, (x) => ({ ...x, value, error: null }));
            }}
            onBlur={() => set(r.key, checkRow)}
          />
          <Button
            variant="subtle"
            color="#b3261e"
            mt={24}
            onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))}
          >
            Remove<VisuallyHidden> allowed origin {i + 1}</VisuallyHidden>
          </Button>
        </Group>
      ))}
      <Group>
        <Button variant="default" onClick={() => setRows((rs) => [...rs, row()])}>
          Add origin
        </Button>
      </Group>
      <NumberInput
        label="Link lifetime (days)"
        description="How long new form and documents links stay valid"
        min={1}
        max={365}
        value={days}
        onChange={(v) => {
          setDays(v);
          setDaysError(null);
        }}
        error={daysError}
        w={260}
      />
      <Group justify="flex-end">
        <Button type="submit" loading={save.isPending}>
          Save settings
        </Button>
      </Group>
    </Stack>
  );
}
