/** The hosted page's script: plain JS, no framework, served from our origin (CSP script-src 'self'). */
export const ESIGN_SCRIPT = `(() => {
  const root = document.getElementById('esign');
  const token = root.dataset.token;
  const tenantQuery = root.dataset.tenantQuery || '';
  const csrfToken = root.dataset.csrfToken || '';
  const documentId = Number(root.dataset.documentId);
  const origins = (root.dataset.parentOrigins || '').split(' ').filter(Boolean);
  // the page's words, in the reader's language (esign-page.ts)
  const say = JSON.parse(root.dataset.messages || '{}');
  const form = document.getElementById('esign-form');
  const nameInput = document.getElementById('full-name');
  const drawArea = document.getElementById('draw-area');
  const pad = document.getElementById('pad');
  const error = document.getElementById('esign-error');
  const status = document.getElementById('esign-status');
  const buttons = form.querySelectorAll('button');
  const ctx = pad.getContext('2d');
  let drawn = false;
  let drawing = false;

  const post = (message) => {
    if (window.parent === window) return;
    for (const origin of origins) window.parent.postMessage(message, origin);
  };
  const busy = (on) => buttons.forEach((button) => (button.disabled = on));

  form.addEventListener('change', (event) => {
    if (event.target.name !== 'mode') return;
    drawArea.hidden = event.target.value !== 'draw';
  });
  const point = (event) => {
    const box = pad.getBoundingClientRect();
    return [((event.clientX - box.left) * pad.width) / box.width, ((event.clientY - box.top) * pad.height) / box.height];
  };
  pad.addEventListener('pointerdown', (event) => {
    drawing = true;
    pad.setPointerCapture(event.pointerId);
    ctx.lineWidth = 2.5;
    ctx.lineCap = 'round';
    ctx.strokeStyle = '#1d2433';
    ctx.beginPath();
    ctx.moveTo(...point(event));
  });
  pad.addEventListener('pointermove', (event) => {
    if (!drawing) return;
    ctx.lineTo(...point(event));
    ctx.stroke();
    drawn = true;
  });
  pad.addEventListener('pointerup', () => (drawing = false));
  document.getElementById('clear-pad').addEventListener('click', () => {
    ctx.clearRect(0, 0, pad.width, pad.height);
    drawn = false;
  });

  document.getElementById('decline').addEventListener('click', () => {
    post({ type: 'REJECT', documentId });
    status.textContent = say.declined;
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    const fullName = nameInput.value.trim();
    if (!fullName) {
      error.textContent = say.nameRequired;
      nameInput.focus();
      return;
    }
    const mode = form.elements.mode.value;
    if (mode === 'draw' && !drawn) {
      error.textContent = say.drawingRequired;
      return;
    }
    busy(true);
    status.textContent = say.signing;
    try {
      // the candidate's session cookie comes along (same origin); the CSRF token proves the page is ours
      const response = await fetch('/esign/' + encodeURIComponent(token) + '/sign' + tenantQuery, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
        body: JSON.stringify({ full_name: fullName, ...(mode === 'draw' && { drawn_signature: pad.toDataURL('image/png') }) }),
      });
      const body = await response.json().catch(() => ({}));
      if (!response.ok) throw new Error(body.message || say.failed);
      status.textContent = say.signed;
      post({ type: 'ESIGN', documentId });
    } catch (failure) {
      status.textContent = '';
      error.textContent = failure.message;
      busy(false);
    }
  });
  if (root.dataset.signed === '1') {
    busy(true);
    status.textContent = say.alreadySigned;
    // the embedding page may have missed the first message: it confirms again (idempotent)
    post({ type: 'ESIGN', documentId });
  }
})();
`;

export const ESIGN_STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2433;background:#fff}
main{max-width:900px;margin:0 auto;padding:16px}
h1{font-size:1.25rem;margin:0 0 12px}
.document{width:100%;height:420px;border:1px solid #c5cad3;border-radius:8px;background:#f5f6f8}
fieldset{border:0;padding:0;margin:12px 0;display:flex;gap:16px}
legend{font-weight:600;margin-bottom:4px}
label{display:inline-flex;gap:6px;align-items:center}
#full-name{display:block;width:100%;max-width:420px;margin:4px 0 12px;padding:10px 12px;font:inherit;border:1px solid #6b7280;border-radius:6px}
canvas{display:block;width:100%;max-width:480px;height:140px;border:1px dashed #6b7280;border-radius:6px;touch-action:none;background:#fff}
button{font:inherit;padding:10px 18px;border-radius:6px;border:1px solid #1f4fd1;background:#1f4fd1;color:#fff;cursor:pointer;min-height:44px}
button.secondary,#clear-pad{background:#fff;color:#1f4fd1}
button:disabled{opacity:.6;cursor:not-allowed}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.actions{display:flex;gap:12px;justify-content:flex-end;flex-wrap:wrap;margin-top:12px}
.error{color:#b91c1c;min-height:1.5em;margin:4px 0}
a{color:#1f4fd1}
`;
