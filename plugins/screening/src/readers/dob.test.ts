import t from 'tap';
import { parseDob, parseDobs, parseIsoDob, parseUnDob } from './dob.ts';

t.test('OFAC remark forms', async (t) => {
  t.same(parseDob('DOB 08 Sep 1966'), { kind: 'exact', date: '1966-09-08', year: 1966, text: '08 Sep 1966' });
  t.same(parseDob('Sep 1966'), { kind: 'month', date: '1966-09', year: 1966, text: 'Sep 1966' });
  t.same(parseDob('1966'), { kind: 'year', year: 1966, text: '1966' });
  t.same(parseDob('circa 1966'), { kind: 'circa', year: 1966, text: 'circa 1966' });
  t.same(parseDob('1960 to 1962'), { kind: 'range', from: 1960, to: 1962, text: '1960 to 1962' });
  t.same(parseDob('01 Jan 1961 to 31 Dec 1962'), {
    kind: 'range',
    from: 1961,
    to: 1962,
    text: '01 Jan 1961 to 31 Dec 1962',
  });
  t.same(parseDob('Mar 1962 to Feb 1963'), { kind: 'range', from: 1962, to: 1963, text: 'Mar 1962 to Feb 1963' });
  t.same(parseDob('circa 1979-1982'), { kind: 'range', from: 1979, to: 1982, text: 'circa 1979-1982' });
  t.same(parseDob('DOB 04 Sep 1957.'), { kind: 'exact', date: '1957-09-04', year: 1957, text: '04 Sep 1957' });
  t.equal(parseDob('circa 07 Jul 1966')?.kind, 'circa');
  t.equal(parseDob('31 Feb 1966'), undefined, 'impossible date');
  t.equal(parseDob('unknown'), undefined);
  t.equal(parseDob(''), undefined);
  const several = parseDobs('DOB 1951; alt. DOB 1956; alt. DOB circa 1944');
  t.same(
    several.map((d) => [d.kind, d.year]),
    [
      ['year', 1951],
      ['year', 1956],
      ['circa', 1944],
    ],
  );
});

t.test('UN INDIVIDUAL_DATE_OF_BIRTH', async (t) => {
  t.same(parseUnDob({ TYPE_OF_DATE: 'EXACT', DATE: '1978-04-28' }), {
    kind: 'exact',
    date: '1978-04-28',
    year: 1978,
    text: '1978-04-28',
  });
  t.same(parseUnDob({ TYPE_OF_DATE: 'EXACT', YEAR: '1971' }), { kind: 'year', year: 1971, text: '1971' });
  t.same(parseUnDob({ TYPE_OF_DATE: 'APPROXIMATELY', YEAR: '1958' }), {
    kind: 'circa',
    year: 1958,
    text: 'circa 1958',
  });
  t.same(parseUnDob({ TYPE_OF_DATE: 'BETWEEN', FROM_YEAR: '1973', TO_YEAR: '1974' }), {
    kind: 'range',
    from: 1973,
    to: 1974,
    text: '1973 to 1974',
  });
  t.same(parseUnDob({ TYPE_OF_DATE: 'EXACT', YEAR: '1958', NOTE: 'Sep.' }), {
    kind: 'month',
    date: '1958-09',
    year: 1958,
    text: 'Sep. 1958',
  });
  t.same(parseUnDob({ TYPE_OF_DATE: 'EXACT', NOTE: 'Nov. 1973 ' }), {
    kind: 'month',
    date: '1973-11',
    year: 1973,
    text: 'Nov. 1973',
  });
  t.equal(parseUnDob({ TYPE_OF_DATE: '' }), undefined);
});

t.test('ISO forms (FtM birthDate, EU birthdate)', async (t) => {
  t.same(parseIsoDob('1966'), { kind: 'year', year: 1966, text: '1966' });
  t.same(parseIsoDob('1966-09'), { kind: 'month', date: '1966-09', year: 1966, text: '1966-09' });
  t.same(parseIsoDob('1966-09-08'), { kind: 'exact', date: '1966-09-08', year: 1966, text: '1966-09-08' });
  t.equal(parseIsoDob('1966-13-01'), undefined);
  t.equal(parseIsoDob('08 Sep 1966'), undefined);
});
