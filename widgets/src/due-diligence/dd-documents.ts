import { formatFileSize } from '@app/core/shared';
import {
  COMPANY_DOCUMENTS,
  DD_MESSAGES as M,
  DOC_STATUS_LABELS,
  PERSON_DOCUMENTS,
  PERSON_TYPES,
  TYPE_LABELS,
  documentLabel,
  isPersonDocument,
  relativeTime,
  requiredDocuments,
  type ElementType,
} from '@app/plugin-due-diligence/widgets';
import { DdApiError } from './api.ts';
import { h, uid } from './dom.ts';
import { DdBase } from './dd-form.ts';

const nameOf = (e: unknown) =>
  String((e as Record<string, unknown>).full_name ?? (e as Record<string, unknown>).company_name ?? '');

/** `<dd-documents token="…">`: the checklist, the uploaded files and the upload form (one file, 10 MB). */
export class DdDocumentsElement extends DdBase {
  protected kind = 'documents' as const;
  private onChanged = () => void this.reload();

  override connectedCallback() {
    super.connectedCallback();
    document.addEventListener('dd-changed', this.onChanged);
  }
  disconnectedCallback() {
    document.removeEventListener('dd-changed', this.onChanged);
  }

  private async reload() {
    try {
      this.info = await this.api!.info('documents');
      this.render();
    } catch (e) {
      this.fail(e);
    }
  }

  /** The upload form is built once and kept across reloads (a reload after another widget saved must not drop a chosen file or comment). */
  private form?: ReturnType<DdDocumentsElement['buildForm']>;

  private buildForm() {
    const ids = { type: uid('t'), section: uid('s'), comment: uid('c'), file: uid('f') };
    const typeSel = h(
      'select',
      {
        id: ids.type,
        onchange: () => {
          sectionLabel.hidden = !isPersonDocument(typeSel.value);
        },
      },
      h('option', { value: '' }, 'Choose…'),
      ...[...COMPANY_DOCUMENTS, ...PERSON_DOCUMENTS].map((d) => h('option', { value: d.type }, d.label)),
    );
    const sectionSel = h('select', { id: ids.section }, h('option', { value: '' }, 'Choose…'));
    const sectionLabel = h(
      'div',
      { class: 'field', hidden: true },
      h('label', { for: ids.section }, 'Due Diligence Section'),
      sectionSel,
    );
    const comment = h('textarea', { id: ids.comment, rows: 2, maxlength: 2000 });
    const file = h('input', { id: ids.file, type: 'file', accept: 'application/pdf,image/png,image/jpeg' });
    const err = h('span', { class: 'err', role: 'alert' });
    const root = h(
      'form',
      {
        class: 'card',
        'aria-label': 'Upload document',
        onsubmit: (e) => {
          e.preventDefault();
          void this.upload();
        },
      },
      h('h3', {}, 'Upload document'),
      h(
        'div',
        { class: 'grid' },
        h('div', { class: 'field' }, h('label', { for: ids.type }, 'Document type'), typeSel),
        sectionLabel,
        h('div', { class: 'field' }, h('label', { for: ids.comment }, 'Comment'), comment),
        h('div', { class: 'field' }, h('label', { for: ids.file }, 'File'), file),
      ),
      err,
      h('div', { class: 'row right' }, h('button', { type: 'submit' }, 'Upload')),
    );
    return { root, typeSel, sectionSel, comment, file, err };
  }

  /** The persons a person document can be for, as they are now; a chosen one that still exists stays chosen. */
  private fillSections(persons: { _id: string; type: string }[]) {
    const { sectionSel } = this.form!;
    const chosen = sectionSel.value;
    sectionSel.replaceChildren(
      h('option', { value: '' }, 'Choose…'),
      ...persons.map((e) => h('option', { value: e._id }, `${TYPE_LABELS[e.type as ElementType]}: ${nameOf(e)}`)),
    );
    sectionSel.value = persons.some((e) => e._id === chosen) ? chosen : '';
  }

  private async upload() {
    const info = this.info!;
    const { typeSel, sectionSel, comment, file, err } = this.form!;
    err.textContent = '';
    const chosen = file.files?.[0];
    if (!chosen) return void (err.textContent = M.attachFile);
    if (!typeSel.value) return void (err.textContent = M.docTypeUnknown);
    const person = isPersonDocument(typeSel.value);
    if (person && !sectionSel.value) return void (err.textContent = M.personRequired);
    const duplicate = info.docs.some(
      (d) =>
        d.documentType === typeSel.value &&
        d.status !== 'rejected' &&
        (!person || d.dueDiligenceElement === sectionSel.value),
    );
    if (duplicate && !window.confirm(M.alreadyAttached)) return;
    try {
      const res = await this.api!.upload({
        dueDiligenceId: info.dueDiligence._id,
        docType: typeSel.value,
        comment: comment.value,
        elementId: person ? sectionSel.value : null,
        file: chosen,
      });
      // Uploaded: the next document starts from an empty form.
      this.form = undefined;
      await this.reload();
      this.notice(res.message, 'ok');
    } catch (e) {
      err.textContent = e instanceof DdApiError ? e.message : M.uploadError;
      this.fail(e);
    }
  }

  protected render() {
    const info = this.info!;
    const byId = new Map(info.elements.map((e) => [e._id, e]));
    const checklist = requiredDocuments(
      info.elements.map((e) => ({ ...(e as unknown as Record<string, unknown>), _id: e._id, type: e.type })),
      info.docs,
    );
    const persons = info.elements.filter(
      (e) =>
        PERSON_TYPES.includes(e.type as ElementType) && (e as unknown as Record<string, unknown>).is_relevant !== 'NO',
    );
    if (info.access.can_upload) {
      this.form ??= this.buildForm();
      this.fillSections(persons);
    }
    this.view.replaceChildren(
      h('h2', {}, 'Required Documents'),
      h(
        'ul',
        { 'aria-label': 'Required documents checklist' },
        ...checklist.map((d) =>
          h(
            'li',
            {},
            `${d.label}${d.person ? ` for ${d.person}` : ''}: `,
            h('span', { class: `badge ${d.status}` }, DOC_STATUS_LABELS[d.status]!),
          ),
        ),
      ),
      h(
        'table',
        { 'aria-label': 'Uploaded documents' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ...['File name', 'Document type', 'Comment', 'Size', 'Date added', 'Status', 'Staff response', ''].map(
              (c) => h('th', { scope: 'col' }, c),
            ),
          ),
        ),
        h(
          'tbody',
          {},
          ...(info.docs.length
            ? info.docs.map((d) =>
                h(
                  'tr',
                  {},
                  h('td', {}, d.file.filename),
                  h(
                    'td',
                    {},
                    `${documentLabel(d.documentType)}${d.dueDiligenceElement ? ` for ${nameOf(byId.get(d.dueDiligenceElement) ?? {})}` : ''}`,
                  ),
                  h('td', {}, d.client_comment || '—'),
                  h('td', {}, formatFileSize(d.file.filesize)),
                  h('td', {}, relativeTime(d.file.uploadDate)),
                  h('td', {}, h('span', { class: `badge ${d.status}` }, DOC_STATUS_LABELS[d.status]!)),
                  h('td', {}, d.admin_comment || '—'),
                  h(
                    'td',
                    {},
                    info.access.can_upload && d.status !== 'approved'
                      ? h(
                          'button',
                          {
                            type: 'button',
                            class: 'secondary',
                            'aria-label': `Delete ${d.file.filename}`,
                            onclick: async () => {
                              try {
                                await this.api!.deleteFile(d.id);
                                await this.reload();
                              } catch (e) {
                                this.fail(e);
                              }
                            },
                          },
                          'Delete',
                        )
                      : '',
                  ),
                ),
              )
            : [h('tr', {}, h('td', { colspan: 8 }, M.noRecords))]),
        ),
      ),
      info.access.can_upload ? this.form!.root : h('div', { class: 'notice info' }, M.approvedNoUpload),
    );
  }
}
