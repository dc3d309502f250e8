import t from 'tap';
import { contentDisposition, safeFileName, sniffFileType } from './file-type.ts';

t.test('attachment types come from the content, not the name', async (t) => {
  const cases: [string, Buffer, string, string | null][] = [
    ['pdf', Buffer.from('%PDF-1.7\n'), 'x.bin', 'application/pdf'],
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'x.pdf', 'image/png'],
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]), 'x', 'image/jpeg'],
    ['gif', Buffer.from('GIF89a'), 'x', 'image/gif'],
    ['webp', Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'), 'x', 'image/webp'],
    [
      'docx',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('....word/document.xml')]),
      'x.zip',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]), 'x.zip', 'application/zip'],
    ['text', Buffer.from('Name;Amount\nÄnne;10\n'), 'notes.csv', 'text/plain; charset=utf-8'],
    ['windows executable', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]), 'x.pdf', null],
    ['elf binary', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), 'x.txt', null],
    ['invalid utf-8', Buffer.from([0x41, 0xc3, 0x28, 0x41]), 'x.txt', null],
    ['empty', Buffer.alloc(0), 'x.txt', null],
  ];
  for (const [name, bytes, filename, mime] of cases) t.equal(sniffFileType(bytes, filename)?.mime ?? null, mime, name);
});

t.test('download names are safe in a header', async (t) => {
  t.equal(
    contentDisposition('report "final".pdf'),
    `attachment; filename="report _final_.pdf"; filename*=UTF-8''report%20%22final%22.pdf`,
  );
  t.match(contentDisposition('Überweisung.pdf'), `filename*=UTF-8''%C3%9Cberweisung.pdf`);
});

t.test('one file-name rule: no path, controls or bidi marks; a bounded, never empty name', async (t) => {
  t.equal(safeFileName('../../etc/Certificate<of>inc.pdf'), 'Certificate_of_inc.pdf');
  t.equal(safeFileName('C:\\Users\\a\\scan.pdf'), 'scan.pdf');
  t.equal(safeFileName('invoice\u202Efdp.exe'), 'invoicefdp.exe', 'RLO removed');
  t.equal(
    safeFileName('\u2066a\u2069\u200E\u200F\u061Cb\u202A\u202B\u202C\u202D.pdf'),
    'ab.pdf',
    'isolates, marks and embeddings removed',
  );
  t.equal(safeFileName('a\u0000b\tc.pdf'), 'a_b_c.pdf', 'control characters as _');
  t.equal(safeFileName('\ud800x.pdf'), '\ufffdx.pdf', 'a lone surrogate becomes U+FFFD');
  t.equal(safeFileName('\u200D\u202E'), '\u200D', 'joiners stay');
  t.equal(safeFileName(''), 'file');
  t.equal(safeFileName('😀'.repeat(300)).length, 510, 'cut at 255 characters, never half a pair');
});

t.test('download names leave without bidi controls', async (t) => {
  t.equal(contentDisposition('Old\u202Efdp.exe'), `attachment; filename="Oldfdp.exe"; filename*=UTF-8''Oldfdp.exe`);
  t.equal(
    contentDisposition("it's (1).pdf", 'inline'),
    `inline; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`,
  );
  t.equal(contentDisposition('a\r\nb.pdf'), `attachment; filename="a__b.pdf"; filename*=UTF-8''a__b.pdf`);
});
