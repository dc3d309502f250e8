import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A partner's site on another origin (the side port of serve.ts): a static page that embeds the
 * due-diligence widget with a plain <script> tag loaded from the product (/widgets/, as `npm start`
 * serves it) and the link token from its own query string.
 */
export function servePartner(req: IncomingMessage, res: ServerResponse, apiBase: string): void {
  const url = new URL(req.url ?? '/', 'http://x');
  const token = (url.searchParams.get('token') ?? '').replace(/[^\w-]/g, '');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner Bank — onboarding</title>
<style>body{font-family:Georgia,serif;margin:0;background:#f7f3ea;color:#222}header{background:#17324d;color:#fff;padding:14px 24px}main{max-width:980px;margin:0 auto;padding:16px 24px}
dd-form,dd-documents{--dd-primary:#17324d;--dd-radius:4px;--dd-font:Georgia,serif;margin:18px 0;padding:16px;background:#fff;border:1px solid #d9d2c3}</style></head>
<body><header><strong>Partner Bank</strong> · Business onboarding</header><main>
<h1>Complete your due diligence</h1><p id="result" role="status"></p>
<dd-form token="${token}" base-url="${apiBase}"></dd-form>
<dd-documents token="${token}" base-url="${apiBase}"></dd-documents>
</main>
<script src="${apiBase}/widgets/dd-widget.iife.js"></script>
<script>
document.addEventListener('dd-submitted', function (e) { document.getElementById('result').textContent = 'Thank you, your due diligence was submitted (' + e.detail.status + ').'; });
document.addEventListener('dd-error', function (e) { document.body.dataset.lastError = e.detail.message; });
</script></body></html>`);
}
