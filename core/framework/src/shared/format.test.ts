import t from 'tap';
import { formatFileSize } from './format.ts';

t.test('sizes step 1024 with two decimals, up to GB', async (t) => {
  const cases: [number, string][] = [
    [0, '0.00 B'],
    [812, '812.00 B'],
    [1024, '1.00 KB'],
    [482_113, '470.81 KB'],
    [10 * 1024 * 1024, '10.00 MB'],
    [5 * 1024 ** 4, '5120.00 GB'],
  ];
  for (const [bytes, text] of cases) t.equal(formatFileSize(bytes), text, `${bytes}`);
});
