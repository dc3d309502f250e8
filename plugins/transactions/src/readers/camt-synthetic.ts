import { Readable } from 'node:stream';

/**
 * A camt.053.001.08 statement of `entries` entries, generated as a stream (never a whole file in
 * memory) for throughput and memory checks. Entries follow the shape banks send: every 10th a
 * batch of three TxDtls, the others one TxDtls with parties, agents and remittance lines.
 */
export function syntheticCamt053(entries: number): Readable {
  const head = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>SYNTH-${entries}</MsgId><CreDtTm>2025-06-30T23:00:00+02:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>SYNTH-STMT-${entries}</Id>
      <CreDtTm>2025-06-30T23:00:00+02:00</CreDtTm>
      <Acct><Id><IBAN>DE02370501980001802057</IBAN></Id><Ccy>EUR</Ccy><Ownr><Nm>Muster Handels GmbH</Nm></Ownr></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">100000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2025-06-30</Dt></Dt></Bal>
`;
  function* chunks(): Generator<string> {
    yield head;
    let buffer = '';
    for (let i = 1; i <= entries; i++) {
      buffer += entry(i);
      if (buffer.length > 64 * 1024) {
        yield buffer;
        buffer = '';
      }
    }
    yield `${buffer}    </Stmt>\n  </BkToCstmrStmt>\n</Document>\n`;
  }
  return Readable.from(chunks(), { objectMode: false });
}

function tx(i: number, k: number, amount: string, credit: boolean): string {
  const role = credit ? 'Dbtr' : 'Cdtr';
  return `          <TxDtls>
            <Refs><AcctSvcrRef>TX${i}-${k}</AcctSvcrRef><EndToEndId>E2E-${i}-${k}</EndToEndId></Refs>
            <Amt Ccy="EUR">${amount}</Amt>
            <CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>
            <RltdPties>
              <${role}><Pty><Nm>Counterparty ${i % 977} GmbH</Nm><PstlAdr><Ctry>DE</Ctry></PstlAdr><Id><OrgId><Othr><Id>HRB ${i % 977}</Id></Othr></OrgId></Id></Pty></${role}>
              <${role}Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></${role}Acct>
            </RltdPties>
            <RltdAgts><${role}Agt><FinInstnId><BICFI>COBADEFFXXX</BICFI></FinInstnId></${role}Agt></RltdAgts>
            <RmtInf><Ustrd>Rechnung ${i} vom 14.06.2025</Ustrd><Ustrd>Kd-Nr. ${i % 5000}</Ustrd></RmtInf>
          </TxDtls>
`;
}

function entry(i: number): string {
  const credit = i % 3 !== 0;
  const batch = i % 10 === 0;
  const cents = String(i % 100).padStart(2, '0');
  const details = batch
    ? [1, 2, 3].map((k) => tx(i, k, `${k * 10}.${cents}`, credit)).join('')
    : tx(i, 1, `${(i % 9000) + 1}.${cents}`, credit);
  const amount = batch ? `60.${cents}` : `${(i % 9000) + 1}.${cents}`; // not checked against the TxDtls
  return `      <Ntry>
        <Amt Ccy="EUR">${amount}</Amt>
        <CdtDbtInd>${credit ? 'CRDT' : 'DBIT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2025-06-30</Dt></BookgDt>
        <ValDt><Dt>2025-06-30</Dt></ValDt>
        <AcctSvcrRef>NTRY${i}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${credit ? 'RCDT' : 'ICDT'}</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
${details}        </NtryDtls>
      </Ntry>
`;
}
