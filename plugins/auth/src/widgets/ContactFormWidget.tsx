import { ApiError, createHttp } from '@app/core/client';
import { useMemo, useState, type FormEvent } from 'react';
import { contactFormComplete, createAuthClient, MESSAGES } from '../shared/index.ts';

export interface ContactFormWidgetProps {
  /** API origin, e.g. https://kyc.example.com */
  baseUrl: string;
  title?: string;
}

const EMPTY = { name: '', email: '', companyName: '', message: '' };
const FIELDS = [
  { key: 'name', label: 'First & Last Name' },
  { key: 'email', label: 'Email' },
  { key: 'companyName', label: 'Company Name' },
  { key: 'message', label: 'Your question' },
] as const;

/** The seed's contact form, embeddable on an operator's public site; posts to contact-info-text. */
export function ContactFormWidget({ baseUrl, title = 'Contact' }: ContactFormWidgetProps) {
  const api = useMemo(() => createAuthClient(createHttp({ baseUrl })), [baseUrl]);
  const [values, setValues] = useState(EMPTY);
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' | 'error'; text?: string }>({ kind: 'idle' });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!contactFormComplete(values)) return setState({ kind: 'error', text: MESSAGES.fillAllFields });
    setState({ kind: 'sending' });
    try {
      const res = await api.contactInfoText(values);
      setValues(EMPTY);
      setState({ kind: 'sent', text: res.message });
    } catch (err) {
      setState({
        kind: 'error',
        text: err instanceof ApiError ? err.message : 'Please try again or contact the support',
      });
    }
  }

  return (
    <form
      onSubmit={submit}
      aria-label={title}
      style={{ display: 'grid', gap: 8, fontFamily: 'system-ui, sans-serif', maxWidth: 420 }}
    >
      <h2 style={{ margin: 0, fontSize: 20 }}>{title}</h2>
      {FIELDS.map(({ key, label }) => (
        <label key={key} style={{ display: 'grid', gap: 4, fontSize: 14 }}>
          {label}
          {key === 'message' ? (
            <textarea rows={4} value={values[key]} onChange={(e) => setValues({ ...values, [key]: e.target.value })} />
          ) : (
            <input
              type={key === 'email' ? 'email' : 'text'}
              value={values[key]}
              onChange={(e) => setValues({ ...values, [key]: e.target.value })}
            />
          )}
        </label>
      ))}
      <button type="submit" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? 'Sending…' : 'Send'}
      </button>
      {state.text && (
        <p
          role={state.kind === 'error' ? 'alert' : 'status'}
          style={{ margin: 0, color: state.kind === 'error' ? '#b00020' : '#1b5e20' }}
        >
          {state.text}
        </p>
      )}
    </form>
  );
}
