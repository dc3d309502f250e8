import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorText, notifyError, notifySuccess } from '@app/core/web';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../shared/messages.ts';
import { CONTACT_LIMITS, contactFormComplete } from '../../../shared/validation.ts';
import { AuthCard } from '../../components/AuthCard/AuthCard.tsx';
import { useAuthClient } from '../../hooks.ts';

const EMPTY = { name: '', email: '', companyName: '', message: '' };

/** /contact: a question to the support team; all four fields are required. */
export default function ContactScreen() {
  const client = useAuthClient();
  const [values, setValues] = useState(EMPTY);
  const [incomplete, setIncomplete] = useState(false);
  const send = useMutation({
    mutationFn: () => client.contactInfoText(values),
    onSuccess: (data) => {
      notifySuccess(data.message || MESSAGES.contactReceived);
      setValues(EMPTY);
    },
    onError: (e) => notifyError(errorText(e, MESSAGES.errorDuring('sending your question'))),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const complete = contactFormComplete(values);
    setIncomplete(!complete);
    if (complete) send.mutate();
  };
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => setValues({ ...values, [name]: e.currentTarget.value }),
  });

  return (
    <AuthCard title="Contact" width={560}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {incomplete && (
            <Alert color="red" role="alert">
              {MESSAGES.fillAllFields}
            </Alert>
          )}
          <TextInput label="First & Last Name" autoComplete="name" maxLength={CONTACT_LIMITS.name} {...field('name')} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            {...field('email')}
          />
          <TextInput
            label="Company Name"
            autoComplete="organization"
            maxLength={CONTACT_LIMITS.companyName}
            {...field('companyName')}
          />
          <Textarea
            label="Your question"
            minRows={4}
            autosize
            maxLength={CONTACT_LIMITS.message}
            {...field('message')}
          />
          <Button type="submit" loading={send.isPending}>
            Send
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
