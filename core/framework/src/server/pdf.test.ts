import http from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { closePdfRenderer, findChromium, PDF_UNAVAILABLE_MESSAGE, PdfUnavailableError, renderPdf } from './pdf.ts';

t.test('renders PDFs on one warm browser, concurrently and after a close', async (t) => {
  const first = await renderPdf('<h1>one</h1>');
  t.equal(first.subarray(0, 5).toString(), '%PDF-');
  const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((x) => renderPdf(`<p>${x}</p>`, { landscape: true })));
  for (const pdf of [a!, b!, c!]) t.equal(pdf.subarray(0, 5).toString(), '%PDF-');
  await closePdfRenderer();
  t.equal((await renderPdf('<p>again</p>')).subarray(0, 5).toString(), '%PDF-', 'a new browser after close');
});

t.test('a document cannot run scripts or reach the network', async (t) => {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    res.end('x');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(async () => {
    server.closeAllConnections();
    server.close();
    await closePdfRenderer(); // the last render's browser; left open it would keep this process alive 30 s
  });
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const html = `<img src="${base}/img"><link rel="stylesheet" href="${base}/css"><script>fetch('${base}/script')</script><p>x</p>`;
  t.equal((await renderPdf(html)).subarray(0, 5).toString(), '%PDF-');
  // Control: the server is reachable from this process, so an empty list means the renderer blocked it.
  await fetch(`${base}/control`);
  t.same(hits, ['/control']);
});

t.test('no Chromium: one 503 error naming the fix, and the next render works once it is back', async (t) => {
  t.equal(findChromium({ CHROMIUM_PATH: '/nonexistent/chromium' }), null);
  t.equal(findChromium({ PATH: '/nonexistent' }), null);
  await closePdfRenderer();
  const saved = process.env.CHROMIUM_PATH;
  process.env.CHROMIUM_PATH = '/nonexistent/chromium';
  const err = await renderPdf('<p>x</p>').catch((e: unknown) => e);
  t.ok(err instanceof PdfUnavailableError);
  t.match(err, { statusCode: 503, message: PDF_UNAVAILABLE_MESSAGE });
  t.match(PDF_UNAVAILABLE_MESSAGE, /apt-get install -y chromium, or set CHROMIUM_PATH/);
  if (saved === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = saved;
  t.equal((await renderPdf('<p>back</p>')).subarray(0, 5).toString(), '%PDF-', 'nothing cached from the failure');
  await closePdfRenderer();
});
