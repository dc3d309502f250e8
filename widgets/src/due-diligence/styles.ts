/** Shadow DOM styles; the host page themes through CSS custom properties (widgets/README.md). */
export const STYLES = `
:host{display:block;font-family:var(--dd-font,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif);color:var(--dd-text,#1a1b1e);background:var(--dd-bg,#fff);font-size:var(--dd-font-size,15px);line-height:1.45}
*{box-sizing:border-box}
h2{font-size:1.3em;margin:0 0 .4em}h3{font-size:1.08em;margin:1.2em 0 .5em;border-bottom:1px solid var(--dd-border,#ced4da);padding-bottom:.2em}
.card{border:1px solid var(--dd-border,#ced4da);border-radius:var(--dd-radius,6px);padding:.75em;margin:.5em 0}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:.6em}
label{font-weight:600;font-size:.92em}.field{display:flex;flex-direction:column;gap:.2em}.field[hidden]{display:none}
input,select,textarea{font:inherit;font-weight:400;padding:.4em .5em;border:1px solid var(--dd-border,#868e96);border-radius:var(--dd-radius,6px);background:#fff;color:inherit}
input:focus-visible,select:focus-visible,textarea:focus-visible,button:focus-visible{outline:2px solid var(--dd-primary,#1c5fb8);outline-offset:1px}
.err{color:var(--dd-error,#b3261e);font-weight:400;font-size:.88em}.invalid{border-color:var(--dd-error,#b3261e)}
button{font:inherit;padding:.45em .9em;border-radius:var(--dd-radius,6px);border:1px solid var(--dd-primary,#1c5fb8);background:var(--dd-primary,#1c5fb8);color:var(--dd-on-primary,#fff);cursor:pointer}
button.secondary{background:transparent;color:var(--dd-primary,#1c5fb8)}button:disabled{opacity:.55;cursor:not-allowed}
.row{display:flex;gap:.5em;flex-wrap:wrap;align-items:center}.right{justify-content:flex-end}
.notice{border-radius:var(--dd-radius,6px);padding:.6em .8em;margin:.5em 0;border:1px solid}
.notice.info{background:#e7f0fb;border-color:#9dbce6}.notice.error{background:#fdecea;border-color:#e6a19b}.notice.ok{background:#e8f5e9;border-color:#8bc48f}
.badge{display:inline-block;border-radius:1em;padding:.05em .6em;font-size:.85em;font-weight:600;background:#e9ecef}
.badge.approved{background:#d3f0d6;color:#1e5b24}.badge.pending{background:#dbe7fb;color:#1b4a8f}.badge.rejected{background:#fbdcd8;color:#8c1d13}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.35em .4em;border-bottom:1px solid var(--dd-border,#dee2e6);vertical-align:top}
dialog{border:1px solid var(--dd-border,#adb5bd);border-radius:var(--dd-radius,8px);max-width:560px;width:calc(100% - 2em);color:inherit;background:var(--dd-bg,#fff)}
dialog::backdrop{background:rgba(0,0,0,.35)}.check{flex-direction:row;align-items:flex-start;font-weight:400}
`;
