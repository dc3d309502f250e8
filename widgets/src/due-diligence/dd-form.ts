import {
  DD_MESSAGES as M,
  FIELD_LABELS,
  ELEMENT_FIELD_KIND,
  IDENTITY_DOCUMENTS,
  PRINTED_NOTES,
  QUESTIONS,
  RECORD_LABELS,
  RICH_TEXT_FIELDS,
  SECTIONS,
  SIGNATURE_STATEMENT,
  SUBMIT_CONFIRMATIONS,
  TYPE_LABELS,
  documentName,
  fieldsOf,
  isCorporateType,
  liveErrors,
  missingDocuments,
  missingFields,
  statusLabel,
  type DdInfo,
  type ElementType,
} from '@app/plugin-due-diligence/widgets';
import { DdApi, DdApiError } from './api.ts';
import { h, uid } from './dom.ts';
import { STYLES } from './styles.ts';

type Values = Record<string, unknown>;
const RECORD_KIND: Record<string, string> = {
  date_when_signed: 'date',
  compliance_officer_email: 'email',
  compliance_officer_phone: 'tel',
};
const rich = (v: unknown) => {
  const s = String(v ?? '');
  try {
    return s.startsWith('{')
      ? ((JSON.parse(s) as { ops?: { insert?: string }[] }).ops ?? [])
          .map((o) => o.insert ?? '')
          .join('')
          .replace(/\n$/, '')
      : s;
  } catch {
    return s;
  }
};

/** Base of both elements: Shadow DOM, the token API, status and error events. */
export abstract class DdBase extends HTMLElement {
  static observedAttributes = ['token', 'base-url'];
  protected root = this.attachShadow({ mode: 'open' });
  protected api: DdApi | null = null;
  protected info: DdInfo | null = null;
  protected view = h('div', { part: 'container' });
  protected status = h('div', { role: 'status', 'aria-live': 'polite' });

  connectedCallback() {
    this.root.replaceChildren(h('style', {}, STYLES), this.status, this.view);
    void this.load();
  }
  attributeChangedCallback(_n: string, old: string | null, now: string | null) {
    if (this.isConnected && old !== null && old !== now) void this.load();
  }
  protected abstract kind: 'form' | 'documents';
  protected abstract render(): void;

  protected async load() {
    const token = this.getAttribute('token') ?? '';
    const base = this.getAttribute('base-url') ?? location.origin;
    this.api = new DdApi(base, token);
    this.view.replaceChildren(h('p', {}, 'Loading...'));
    if (!token) return this.fail(new DdApiError(404, M.linkInvalid, 'invalid'));
    try {
      await this.api.checkAccess();
      this.info = await this.api.info(this.kind);
      this.render();
    } catch (e) {
      this.fail(e);
    }
  }

  protected notice(message: string, tone: 'info' | 'error' | 'ok') {
    this.status.replaceChildren(
      h('div', { class: `notice ${tone}`, role: tone === 'error' ? 'alert' : undefined }, message),
    );
  }

  protected fail(e: unknown) {
    const err = e instanceof DdApiError ? e : new DdApiError(0, M.somethingWrong);
    this.dispatchEvent(
      new CustomEvent('dd-error', {
        detail: { message: err.message, status: err.status, reason: err.reason },
        bubbles: true,
        composed: true,
      }),
    );
    if (!this.info || err.status === 410 || err.status === 404) {
      const title =
        err.reason === 'expired'
          ? 'This link has expired'
          : err.reason === 'revoked'
            ? 'This link has been revoked'
            : 'This link cannot be opened';
      this.view.replaceChildren(
        h('div', { role: 'alert', class: 'notice error' }, h('h2', {}, title), h('p', {}, err.message)),
      );
      return;
    }
    this.notice(err.message, 'error');
  }

  protected changed() {
    this.dispatchEvent(new CustomEvent('dd-changed', { bubbles: true, composed: true }));
  }
}

/** `<dd-form token="…">`: sections 1–9, signature block, Save Progress, Add New, submit with both confirmations. */
export class DdFormElement extends DdBase {
  protected kind = 'form' as const;
  private edits: { record: Values; elements: Record<string, Values> } = { record: {}, elements: {} };
  /** Errors the server sent for a save; the form's own marks come from the model as the client goes. */
  private serverErrors: Record<string, string> = {};
  /** Fields the client edited or left, and whether a submit was tried: gaps are marked as the client goes, not all at submit. */
  private touched = new Set<string>();
  private submitTried = false;
  private inputs = new Map<string, { input: HTMLElement; box: HTMLElement; id: string }>();

  private merged() {
    const info = this.info!;
    return {
      record: { ...(info.dueDiligence as unknown as Values), ...this.edits.record },
      elements: info.elements.map((e) => ({
        ...(e as unknown as Values),
        ...this.edits.elements[e._id],
        _id: e._id,
        type: e.type,
      })),
    };
  }

  /** Marks each shown field in place (no re-render: the focus stays where the client is). */
  private mark() {
    const m = this.merged();
    const errors = {
      ...this.serverErrors,
      ...(this.info!.access.can_edit
        ? liveErrors(m.record, m.elements, (k) => this.submitTried || this.touched.has(k))
        : {}),
    };
    for (const [key, { input, box, id }] of this.inputs) {
      const error = errors[key];
      input.classList.toggle('invalid', Boolean(error));
      if (error) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
      const span = box.querySelector<HTMLElement>(':scope > .err');
      if (error) {
        if (span) span.textContent = error;
        else box.append(h('span', { class: 'err', id: `${id}-e` }, error));
        input.setAttribute('aria-describedby', `${id}-e`);
      } else {
        input.removeAttribute('aria-describedby');
        span?.remove();
      }
    }
  }

  private touch(key: string) {
    this.touched.add(key);
    delete this.serverErrors[key];
    this.mark();
  }

  protected render() {
    const info = this.info!;
    const r = info.dueDiligence as unknown as Values;
    const editable = info.access.can_edit;
    this.inputs.clear();
    const field = (key: string, label: string, value: unknown, set: (v: unknown) => void, kind: string) => {
      const id = uid('dd');
      const change = (v: unknown) => {
        set(v);
        this.touch(key);
      };
      const common = { id, name: key, disabled: !editable, onblur: () => this.touch(key) };
      let input: HTMLElement;
      if (kind === 'yesno' || kind === 'identity') {
        const opts =
          kind === 'yesno'
            ? [
                ['YES', 'Yes'],
                ['NO', 'No'],
              ]
            : IDENTITY_DOCUMENTS.map((d) => [d.value, d.label]);
        input = h(
          'select',
          { ...common, onchange: (e) => change((e.target as HTMLSelectElement).value || null) },
          h('option', { value: '' }, 'Choose…'),
          ...opts.map(([v, l]) => h('option', { value: v!, selected: value === v }, l!)),
        );
      } else if (kind === 'rich') {
        input = h(
          'textarea',
          {
            ...common,
            rows: 3,
            oninput: (e) => {
              const t = (e.target as HTMLTextAreaElement).value;
              change(t.trim() ? JSON.stringify({ ops: [{ insert: `${t}\n` }] }) : null);
            },
          },
          rich(value),
        );
      } else {
        const type =
          kind === 'date'
            ? 'date'
            : kind === 'email'
              ? 'email'
              : kind === 'tel'
                ? 'tel'
                : kind === 'number'
                  ? 'number'
                  : 'text';
        input = h('input', {
          ...common,
          type,
          value: value === null || value === undefined ? '' : String(value),
          ...(kind === 'number' ? { min: 0, max: 100, step: 'any' } : {}),
          oninput: (e) => change((e.target as HTMLInputElement).value),
        });
      }
      const box = h('div', { class: 'field' }, h('label', { for: id }, label), input);
      this.inputs.set(key, { input, box, id });
      return box;
    };
    const recordValue = (f: string) => (f in this.edits.record ? this.edits.record[f] : r[f]);
    const setRecord =
      (f: string, rerender = false) =>
      (v: unknown) => {
        this.edits.record[f] = v;
        this.dirty();
        if (rerender) this.render();
      };
    const sections = SECTIONS.filter((s) => s.type).map((s) => {
      const els = info.elements.filter((e) => e.type === s.type);
      return h(
        'section',
        { 'aria-labelledby': `sec-${s.n}` },
        h(
          'div',
          { class: 'row' },
          h('h3', { id: `sec-${s.n}`, style: 'flex:1' }, `${s.n}. ${s.title}`),
          editable && s.type !== 'company'
            ? h(
                'button',
                { type: 'button', class: 'secondary', onclick: () => this.add(s.type!) },
                `Add New ${TYPE_LABELS[s.type!]}`,
              )
            : null,
        ),
        els.length ? null : h('p', {}, M.noRecords),
        ...els.map((e) => {
          const ev = e as unknown as Values;
          const get = (f: string) => (f in (this.edits.elements[e._id] ?? {}) ? this.edits.elements[e._id]![f] : ev[f]);
          const set =
            (f: string, rerender = false) =>
            (v: unknown) => {
              (this.edits.elements[e._id] ??= {})[f] = v;
              this.dirty();
              if (rerender) this.render();
            };
          const title = String(get('company_name') ?? get('full_name') ?? '') || 'Unnamed';
          const fields = get('is_relevant') === 'NO' ? [] : fieldsOf(e.type);
          return h(
            'div',
            { class: 'card', role: 'group', 'aria-label': title },
            h('strong', {}, title),
            h(
              'div',
              { class: 'grid' },
              field(`element.${e._id}.is_relevant`, 'Relevant', get('is_relevant'), set('is_relevant', true), 'yesno'),
              ...fields.map((f) =>
                field(
                  `element.${e._id}.${f}`,
                  FIELD_LABELS[f] ?? f,
                  get(f),
                  set(f),
                  f === 'politically_exposed_person' ? 'yesno' : (ELEMENT_FIELD_KIND[f] ?? 'text'),
                ),
              ),
            ),
          );
        }),
      );
    });
    const questions = ([7, 8, 9] as const).map((n) =>
      h(
        'section',
        { 'aria-labelledby': `sec-${n}` },
        h('h3', { id: `sec-${n}` }, `${n}. ${SECTIONS[n - 1]!.title}`),
        ...QUESTIONS.filter((q) => q.section === n).map((q) =>
          h(
            'div',
            { class: 'card' },
            field(`record.${q.field}`, q.text, recordValue(q.field), setRecord(q.field, Boolean(q.details)), 'yesno'),
            ...(q.details && recordValue(q.field) === 'YES'
              ? q.details.map((d) =>
                  field(
                    `record.${d}`,
                    RECORD_LABELS[d] ?? d,
                    recordValue(d),
                    setRecord(d),
                    RICH_TEXT_FIELDS.includes(d) ? 'rich' : (RECORD_KIND[d] ?? 'text'),
                  ),
                )
              : []),
          ),
        ),
      ),
    );
    const signature = h(
      'section',
      { class: 'card', 'aria-labelledby': 'sec-sign' },
      h('h3', { id: 'sec-sign' }, 'Signature'),
      h('p', {}, SIGNATURE_STATEMENT),
      h(
        'div',
        { class: 'grid' },
        ...['filler_full_name', 'position', 'date_when_signed'].map((f) =>
          field(`record.${f}`, RECORD_LABELS[f] ?? f, recordValue(f), setRecord(f), RECORD_KIND[f] ?? 'text'),
        ),
      ),
    );
    this.saveButton = h(
      'button',
      { type: 'button', class: 'secondary', hidden: !this.isDirty(), onclick: () => void this.save() },
      'Save Progress',
    );
    this.view.replaceChildren(
      ...[
        h(
          'div',
          { class: 'row' },
          h('h2', { style: 'flex:1' }, `Due Diligence — ${info.company_name}`),
          h('span', { class: 'badge' }, statusLabel(info.dueDiligence.status)),
        ),
        editable
          ? null
          : h(
              'div',
              { class: 'notice info' },
              info.dueDiligence.status === 'approved'
                ? 'This due diligence is approved and can no longer be changed.'
                : 'This due diligence has been submitted and is being reviewed.',
            ),
        h(
          'div',
          { class: 'notice info' },
          h('strong', {}, 'Notes'),
          h('ul', {}, ...PRINTED_NOTES.map((n) => h('li', {}, n))),
        ),
        ...sections,
        ...questions,
        signature,
        editable
          ? h(
              'div',
              { class: 'row right' },
              this.saveButton,
              h('button', { type: 'button', onclick: () => void this.startSubmit() }, 'Submit'),
            )
          : null,
      ].filter((n): n is HTMLElement => n !== null),
    );
    this.mark();
  }

  private saveButton: HTMLButtonElement | null = null;
  private isDirty = () =>
    Object.keys(this.edits.record).length > 0 ||
    Object.values(this.edits.elements).some((e) => Object.keys(e).length > 0);
  private dirty() {
    if (this.saveButton) this.saveButton.hidden = !this.isDirty();
  }

  private async save(quiet = false) {
    const elements = Object.entries(this.edits.elements)
      .filter(([, v]) => Object.keys(v).length)
      .map(([_id, v]) => ({ _id, ...v }));
    try {
      const res = await this.api!.save(this.edits.record, elements);
      this.edits = { record: {}, elements: {} };
      this.serverErrors = {};
      this.info = await this.api!.info('form');
      this.render();
      this.changed();
      if (!quiet) this.notice(res.message, 'ok');
      return true;
    } catch (e) {
      if (e instanceof DdApiError && e.errors.length)
        this.serverErrors = Object.fromEntries(e.errors.map((x) => [x.field, x.message]));
      this.fail(e);
      if (e instanceof DdApiError && e.errors.length) this.mark();
      return false;
    }
  }

  private add(type: ElementType) {
    const id = uid('add');
    const input = h('input', { id, required: true, maxlength: 200 });
    const err = h('span', { class: 'err', role: 'alert' });
    const dialog = h(
      'dialog',
      { 'aria-labelledby': `${id}-t` },
      h('h2', { id: `${id}-t` }, `Add New ${TYPE_LABELS[type as keyof typeof TYPE_LABELS]}`),
      h(
        'div',
        { class: 'field' },
        h('label', { for: id }, isCorporateType(type) ? 'Company Name' : 'Full Name'),
        input,
        err,
      ),
      h(
        'div',
        { class: 'row right' },
        h('button', { type: 'button', class: 'secondary', onclick: () => dialog.close() }, 'Cancel'),
        h(
          'button',
          {
            type: 'button',
            onclick: async () => {
              if (!input.value.trim()) return void (err.textContent = M.nameRequired);
              if (this.isDirty() && !(await this.save(true))) return;
              try {
                const res = await this.api!.addElement(type, input.value.trim());
                dialog.close();
                this.info = await this.api!.info('form');
                this.render();
                this.changed();
                this.notice(res.message, 'ok');
              } catch (e) {
                err.textContent = e instanceof DdApiError ? e.message : M.somethingWrong;
              }
            },
          },
          'Add',
        ),
      ),
    );
    this.root.append(dialog);
    dialog.addEventListener('close', () => dialog.remove());
    dialog.showModal();
  }

  private async startSubmit() {
    const info = this.info!;
    const { record, elements } = this.merged();
    this.submitTried = true;
    this.mark();
    if (missingFields(record, elements).length) {
      this.notice(M.missingFields, 'error');
      return;
    }
    const docs = missingDocuments(elements, info.docs);
    const boxes = SUBMIT_CONFIRMATIONS.map(() =>
      h('input', { type: 'checkbox', disabled: docs.length > 0, onchange: () => update() }),
    );
    const submit = h(
      'button',
      {
        type: 'button',
        disabled: true,
        onclick: async () => {
          submit.disabled = true;
          if (this.isDirty() && !(await this.save(true))) return dialog.close();
          try {
            const res = await this.api!.submit();
            dialog.close();
            this.info = await this.api!.info('form');
            this.render();
            this.notice(res.message, 'ok');
            this.dispatchEvent(
              new CustomEvent('dd-submitted', {
                detail: { id: info.dueDiligence._id, status: 'submitted' },
                bubbles: true,
                composed: true,
              }),
            );
          } catch (e) {
            dialog.close();
            this.fail(e instanceof DdApiError ? e : new DdApiError(0, M.submitError));
          }
        },
      },
      'Submit',
    );
    const update = () => {
      submit.disabled = !boxes.every((b) => b.checked && !b.disabled);
    };
    const proceed = h(
      'button',
      {
        type: 'button',
        class: 'secondary',
        onclick: () => {
          boxes.forEach((b) => (b.disabled = false));
          proceed.remove();
          update();
        },
      },
      'Proceed anyway',
    );
    const dialog = h(
      'dialog',
      { 'aria-labelledby': 'submit-t' },
      h('h2', { id: 'submit-t' }, 'Submit Due Diligence'),
      docs.length
        ? h(
            'div',
            { class: 'notice info' },
            h('strong', {}, 'Missing documents'),
            h('ul', {}, ...docs.map((d) => h('li', {}, documentName(d)))),
            proceed,
          )
        : null,
      ...SUBMIT_CONFIRMATIONS.map((text, i) => h('label', { class: 'check' }, boxes[i]!, text)),
      h(
        'div',
        { class: 'row right' },
        h('button', { type: 'button', class: 'secondary', onclick: () => dialog.close() }, 'Cancel'),
        submit,
      ),
    );
    this.root.append(dialog);
    dialog.addEventListener('close', () => dialog.remove());
    dialog.showModal();
  }
}
