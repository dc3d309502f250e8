import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import t from 'tap';
import { CsvSplitter, CsvSyntaxError } from './csv-split.ts';

/** Splits `text` handed over in `pieces` (cut at the given offsets), as a file arrives. */
function split(text: string, delimiter = ',', cuts: number[] = []): string[][] {
  const splitter = new CsvSplitter(delimiter);
  const out: string[][] = [];
  let from = 0;
  for (const at of [...cuts].sort((a, b) => a - b)) {
    splitter.push(text.slice(from, at), false, out);
    from = Math.max(from, at);
  }
  splitter.push(text.slice(from), true, out);
  return out;
}
const everyCut = (text: string) => Array.from({ length: text.length + 1 }, (_, i) => [i]);

t.test('RFC 4180: quoted delimiters, doubled quotes and line breaks; CRLF, LF and CR; BOM; empty lines', async (t) => {
  const text =
    '\uFEFFref,narrative,amount\r\n' +
    'FT1,"Invoice 815, part ""A""",100.50\r\n' +
    '\r\n' +
    'FT2,"two\r\nlines",7\n' +
    'FT3,,\r' +
    'FT4,"",last';
  const want = [
    ['ref', 'narrative', 'amount'],
    ['FT1', 'Invoice 815, part "A"', '100.50'],
    ['FT2', 'two\r\nlines', '7'],
    ['FT3', '', ''],
    ['FT4', '', 'last'],
  ];
  t.same(split(text), want);
  // wherever the text is cut (a CRLF, a doubled quote, a BOM, a cell split in two), the records are the same
  for (const cut of everyCut(text)) t.same(split(text, ',', cut), want, `cut at ${cut[0]}`);
  t.same(split('a;b\n"x;y";z\n', ';'), [
    ['a', 'b'],
    ['x;y', 'z'],
  ]);
  t.same(split('a\tb\n1\t2', '\t'), [
    ['a', 'b'],
    ['1', '2'],
  ]);
  t.same(split(''), []);
  t.same(split('\r\n\n'), [], 'only empty lines');
  t.same(split('a,b\n1\n1,2,3\n'), [['a', 'b'], ['1'], ['1', '2', '3']], 'ragged rows as they are');
});

t.test('syntax errors name the line; nothing is guessed', async (t) => {
  const fails = (text: string, message: RegExp) =>
    t.throws(() => split(text), { name: 'CsvSyntaxError', message }, JSON.stringify(text));
  fails('a,b\n1,"open\n2,3\n', /^Quote Not Closed: .* at line 2 /);
  fails('a,b\n"x"y,1\n', /^Invalid Closing Quote: "y" after a closing quote at line 2/);
  fails('a,b\n"multi\nline",1\n3,ab"c\n', /^Invalid Opening Quote: a quote inside the unquoted cell 2 at line 4$/);
  t.throws(() => new CsvSplitter(';;'), /one character/);
  // the records before an error are handed out first
  const splitter = new CsvSplitter(',');
  const out: string[][] = [];
  t.throws(() => splitter.push('a,b\n1,2\n3,x"y\n', true, out), CsvSyntaxError);
  t.same(out, [
    ['a', 'b'],
    ['1', '2'],
  ]);
});

/** A cell as people write them: words, delimiters, quotes, line breaks, accents, empty. */
const cell = fc.oneof(
  fc.constantFrom('', 'FT26060', 'Müller & Søn', '12,50', 'say "hi"', 'two\nlines', 'cr\r\nlf', ' padded '),
  fc.string({ unit: fc.constantFrom('a', 'ß', '€', ',', ';', '"', '\n', '\r', ' ', '1') }),
);
const quote = (v: string, d: string) =>
  /["\r\n]/.test(v) || v.includes(d) || v === '' ? `"${v.replace(/"/g, '""')}"` : v;

t.test('any records, any line ends, any pieces: what csv-parse reads, and what was written', async (t) => {
  fc.assert(
    fc.property(
      fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 12 }),
      fc.constantFrom(',', ';', '\t'),
      fc.constantFrom('\r\n', '\n'),
      fc.boolean(),
      fc.array(fc.nat(), { maxLength: 6 }),
      (records, d, eol, trailing, cuts) => {
        const text = records.map((r) => r.map((v) => quote(v, d)).join(d)).join(eol) + (trailing ? eol : '');
        const ours = split(
          text,
          d,
          cuts.map((c) => c % (text.length + 1)),
        );
        t.same(ours, records);
        t.same(ours, parse(text, { delimiter: d, bom: true, relax_column_count: true, skip_empty_lines: true }));
      },
    ),
    { numRuns: 300, seed: 20261128 },
  );
});
