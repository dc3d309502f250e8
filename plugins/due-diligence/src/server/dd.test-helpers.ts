import type { TestApp } from '@app/core/testing';
import { COMPANY_DOCUMENTS, ddRoutes as r } from '../shared/index.ts';

const UPLOAD_PATH = r.UPLOAD_PATH;

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A due diligence of an approved corporate client (tests create it with the dossier helpers): ids and both link tokens. */
export async function newDd(api: TestApp, makerToken: string, companyId: string, label = 'Onboarding 2026') {
  const res = await api.call(r.createDueDiligence, { company_id: companyId, label }, makerToken);
  if (res.status !== 200) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  const dd = res.body.dueDiligence;
  return {
    companyId,
    id: dd._id as string,
    form: dd.access_link_token as string,
    docs: dd.access_link_documents_token as string,
  };
}

/** A multipart request as a browser sends it. */
export function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type?: string }) {
  const boundary = `----dd${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadAs(
  api: TestApp,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type?: string },
  headers: Record<string, string> = {},
) {
  const body = multipart(fields, file);
  const res = await api.app.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  return { status: res.statusCode, body: res.json() };
}

/** Every answer a submit needs (sections 7–9 and the signature block). */
export const COMPLETE_RECORD = {
  peps_present: 'NO',
  interesting_past: 'NO',
  internal_aml_policy: 'YES',
  compliance_officer_present: 'YES',
  compliance_officer_name: 'Mara Jansen',
  compliance_officer_email: 'mara@example.com',
  compliance_officer_phone: '+31201234567',
  has_customer_kyc: 'YES',
  customer_pep_conducted: 'YES',
  customer_transaction_monitoring: 'YES',
  suspicious_activity_reported: 'YES',
  us_applicant: 'NO',
  us_applicant_connect: 'NO',
  us_applicant_tag_related: 'NO',
  filler_full_name: 'Jan de Vries',
  position: 'Director',
  date_when_signed: '2026-11-20',
};

/** The acknowledgement an approval needs when no document was uploaded and no person is relevant: the eleven company documents (ADR 0073). */
export const NO_DOCUMENTS_ACK = COMPANY_DOCUMENTS.map((d) => d.label);
