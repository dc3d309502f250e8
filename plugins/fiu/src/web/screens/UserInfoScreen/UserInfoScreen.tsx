import { useClient, errorText, notifyError, notifySuccess } from '@app/core/web';
import { authRoutes } from '@app/plugin-auth/shared';
import {
  Alert,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  ADDRESS_TYPES,
  COMMUNICATION_TYPES,
  COUNTRIES,
  FIU_MESSAGES as M,
  GENDERS,
  PHONE_TYPES,
  prefixLabel,
  validateUserChanges,
  helpers,
  type SaveUserChanges,
  type UserInfoResponse,
} from '../../../shared/index.ts';
import { fiuKeys, useFiuClient } from '../../hooks.ts';

const countryOptions = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));
const prefixOptions = COUNTRIES.map((c) => ({ value: `${c.code}:${c.prefix}`, label: prefixLabel(c) }));
const YEAR_MAX = 2004;

function flatten(info: UserInfoResponse): SaveUserChanges {
  const { email_verified: _v, ...information } = info.userInformation;
  return { ...information, ...info.userAddress, ...info.userPhone };
}

/** /fiu/user-info: the reporting entity and person of the goAML report header (seed 002 §2, §5). */
export default function UserInfoScreen() {
  const client = useFiuClient();
  const http = useClient();
  const queryClient = useQueryClient();
  const info = useQuery({ queryKey: fiuKeys.userInfo, queryFn: () => client.getUserInfo(undefined) });
  const [form, setForm] = useState<SaveUserChanges | null>(null);
  const [birth, setBirth] = useState<{ day: number | ''; month: number | ''; year: number | '' }>({
    day: '',
    month: '',
    year: '',
  });
  const [prefixKey, setPrefixKey] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [verifySent, setVerifySent] = useState(false);

  useEffect(() => {
    if (!info.data || form) return;
    const flat = flatten(info.data);
    setForm(flat);
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(flat.birth_date);
    if (m) setBirth({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) });
    const c =
      COUNTRIES.find((x) => x.prefix === flat.phone_prefix && x.code === flat.country) ??
      COUNTRIES.find((x) => x.prefix === flat.phone_prefix);
    setPrefixKey(c ? `${c.code}:${c.prefix}` : null);
  }, [info.data, form]);

  const save = useMutation({
    mutationFn: (body: SaveUserChanges) => client.saveUserChanges(body),
    onSuccess: (data) => {
      notifySuccess(data.message);
      queryClient.setQueryData(fiuKeys.userInfo, {
        userInformation: data.userInformation,
        userAddress: data.userAddress,
        userPhone: data.userPhone,
        complete: data.complete,
      });
    },
    onError: (e) => {
      const fieldErrors = (e as { body?: { errors?: { field: string; message: string }[] } }).body?.errors;
      if (fieldErrors) setErrors(Object.fromEntries(fieldErrors.map((x) => [x.field, x.message])));
      notifyError(errorText(e, M.errorApplying));
    },
  });
  const verify = useMutation({
    mutationFn: (email: string) => http(authRoutes.sendVerificationEmail, { email }),
    onSuccess: (data) => {
      const error = (data as { error?: string }).error;
      if (error) return notifyError(error);
      setVerifySent(true);
      notifySuccess(M.verificationSent);
    },
    onError: (e) => notifyError(errorText(e, M.errorDuring('sending the verification email'))),
  });

  const set = (key: keyof SaveUserChanges) => (value: string | null) =>
    setForm((f) => (f ? { ...f, [key]: value ?? '' } : f));
  const err = (key: string) => errors[key];
  const onBirth = (part: 'day' | 'month' | 'year', raw: string | number) => {
    const next = { ...birth, [part]: raw === '' ? '' : Number(raw) };
    setBirth(next);
    if (next.year !== '' && String(next.year).length === 4 && next.month !== '' && next.day !== '') {
      const iso = `${next.year}-${String(next.month).padStart(2, '0')}-${String(next.day).padStart(2, '0')}`;
      const problem = helpers.birthDate(iso);
      if (problem) notifyError(problem);
      else set('birth_date')(iso);
    } else if (next.year === '' && next.month === '' && next.day === '') set('birth_date')('');
  };
  const submit = () => {
    if (!form) return;
    const found = validateUserChanges(form);
    setErrors(Object.fromEntries(found.map((x) => [x.field, x.message])));
    if (found.length) return;
    save.mutate(form);
  };
  const verified = info.data?.userInformation.email_verified ?? true;
  const email = useMemo(() => form?.email ?? '', [form]);

  if (info.isPending || (info.isSuccess && !form)) return <Loader role="status" aria-label="Loading user info" />;
  if (info.isError || !form)
    return (
      <Alert color="red" role="alert">
        {errorText(info.error, 'Error loading user data')}
      </Alert>
    );
  return (
    <Stack gap="md">
      <Title order={1}>User Info</Title>
      {!verified && (
        <Alert color="yellow" title="Please verify your email address" role="status">
          <Group justify="space-between">
            <span>Your email address is not verified yet.</span>
            <Button size="xs" disabled={verifySent} loading={verify.isPending} onClick={() => verify.mutate(email)}>
              Verify
            </Button>
          </Group>
        </Alert>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
      >
        <Stack gap="md">
          <Paper withBorder p="md" component="section" aria-labelledby="fiu-entity">
            <Title order={2} size="h4" id="fiu-entity" mb="sm">
              Reporting entity and person
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Organization Id"
                value={form.rentity_id}
                onChange={(e) => set('rentity_id')(e.currentTarget.value)}
                error={err('rentity_id')}
                required
              />
              <TextInput
                label="User Name"
                value={form.rentity_branch}
                onChange={(e) => set('rentity_branch')(e.currentTarget.value)}
                error={err('rentity_branch')}
                required
              />
              <TextInput
                label="Title"
                value={form.title_name}
                onChange={(e) => set('title_name')(e.currentTarget.value)}
                error={err('title_name')}
              />
              <TextInput
                label="First Name"
                value={form.first_name}
                onChange={(e) => set('first_name')(e.currentTarget.value)}
                error={err('first_name')}
                required
              />
              <TextInput
                label="Last Name"
                value={form.last_name}
                onChange={(e) => set('last_name')(e.currentTarget.value)}
                error={err('last_name')}
                required
              />
              <TextInput
                label="Email"
                type="email"
                value={form.email}
                onChange={(e) => set('email')(e.currentTarget.value)}
                error={err('email')}
                required
              />
              <Select
                label="Gender"
                data={[...GENDERS]}
                value={form.gender || null}
                onChange={set('gender')}
                error={err('gender')}
                required
              />
              <Group grow align="flex-start">
                <NumberInput
                  label="Birth day"
                  min={1}
                  max={31}
                  clampBehavior="strict"
                  value={birth.day}
                  onChange={(v) => onBirth('day', v)}
                  allowDecimal={false}
                />
                <NumberInput
                  label="Birth month"
                  min={1}
                  max={12}
                  clampBehavior="strict"
                  value={birth.month}
                  onChange={(v) => onBirth('month', v)}
                  allowDecimal={false}
                />
                <NumberInput
                  label="Birth year"
                  max={YEAR_MAX}
                  clampBehavior="blur"
                  value={birth.year}
                  onChange={(v) => onBirth('year', v)}
                  allowDecimal={false}
                  error={err('birth_date')}
                />
              </Group>
              <TextInput
                label="ID Number"
                value={form.id_number}
                onChange={(e) => set('id_number')(e.currentTarget.value)}
                error={err('id_number')}
                required
              />
              <Select
                label="Nationality"
                data={countryOptions}
                searchable
                value={form.nationality || null}
                onChange={set('nationality')}
                error={err('nationality')}
                required
              />
              <TextInput
                label="Occupation"
                value={form.occupation}
                onChange={(e) => set('occupation')(e.currentTarget.value)}
                error={err('occupation')}
                required
              />
              <TextInput
                label="Passport Number"
                value={form.passport_number}
                onChange={(e) => set('passport_number')(e.currentTarget.value)}
                error={err('passport_number')}
              />
              <Select
                label="Passport Country"
                data={countryOptions}
                searchable
                clearable
                value={form.pasport_country || null}
                onChange={set('pasport_country')}
                error={err('pasport_country')}
                required={Boolean(form.passport_number.trim())}
              />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="fiu-address">
            <Title order={2} size="h4" id="fiu-address" mb="sm">
              Address
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Address Type"
                data={[...ADDRESS_TYPES]}
                value={form.address_type || null}
                onChange={set('address_type')}
                error={err('address_type')}
                required
              />
              <TextInput
                label="Address"
                value={form.address}
                onChange={(e) => set('address')(e.currentTarget.value)}
                error={err('address')}
                required
              />
              <TextInput
                label="Town"
                value={form.town}
                onChange={(e) => set('town')(e.currentTarget.value)}
                error={err('town')}
              />
              <TextInput
                label="City"
                value={form.city}
                onChange={(e) => set('city')(e.currentTarget.value)}
                error={err('city')}
                required
              />
              <TextInput
                label="Zip"
                value={form.zip}
                onChange={(e) => set('zip')(e.currentTarget.value)}
                error={err('zip')}
                required
              />
              <Select
                label="Country"
                data={countryOptions}
                searchable
                value={form.country || null}
                onChange={set('country')}
                error={err('country')}
                required
              />
              <TextInput
                label="State"
                value={form.state}
                onChange={(e) => set('state')(e.currentTarget.value)}
                error={err('state')}
              />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="fiu-phone">
            <Title order={2} size="h4" id="fiu-phone" mb="sm">
              Phone
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label="Phone Type"
                data={[...PHONE_TYPES]}
                value={form.phone_type || null}
                onChange={set('phone_type')}
                error={err('phone_type')}
                required
              />
              <Select
                label="Communication Type"
                data={[...COMMUNICATION_TYPES]}
                value={form.communication_type || null}
                onChange={set('communication_type')}
                error={err('communication_type')}
                required
              />
              <Select
                label="Country Prefix"
                data={prefixOptions}
                searchable
                value={prefixKey}
                onChange={(v) => {
                  setPrefixKey(v);
                  set('phone_prefix')(v ? v.split(':')[1]! : '');
                }}
                error={err('phone_prefix')}
                required
              />
              <TextInput
                label="Phone Number"
                value={form.phone_number}
                onChange={(e) => set('phone_number')(e.currentTarget.value)}
                error={err('phone_number')}
                required
              />
            </SimpleGrid>
          </Paper>
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
