const escape = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The local provider's sign-in form: no password, just who you are, since it stands in for Google. */
export function renderLocalSignIn(opts: { action: string; error?: string; email?: string; name?: string }) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local sign-in</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f8fafc; color: #0f172a; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border: 1px solid #e2e8f0; border-radius: 12px; padding: 32px; width: min(400px, 90vw); box-shadow: 0 4px 24px rgba(15,23,42,.06); }
  h1 { font-size: 1.5rem; margin: 0 0 8px; }
  p { color: #475569; line-height: 1.5; margin: 0 0 20px; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input { width: 100%; box-sizing: border-box; padding: 10px 12px; border: 1px solid #cbd5e1; border-radius: 8px; font-size: 1rem; }
  input:focus-visible, button:focus-visible { outline: 2px solid #4338ca; outline-offset: 2px; }
  button { margin-top: 24px; width: 100%; padding: 11px; border: 0; border-radius: 8px; background: #4338ca; color: #fff; font-size: 1rem; font-weight: 600; cursor: pointer; }
  .error { color: #b91c1c; background: #fef2f2; border: 1px solid #fecaca; padding: 10px 12px; border-radius: 8px; }
</style>
</head>
<body>
<main>
  <h1>Local sign-in</h1>
  <p>This installation has no Google sign-in configured, so this local sign-in stands in for Google. Enter an e-mail address and a name: the same e-mail always opens the same account.</p>
  ${opts.error ? `<p class="error" role="alert">${escape(opts.error)}</p>` : ''}
  ${
    opts.action
      ? `<form method="post" action="${escape(opts.action)}">
    <label for="email">Email</label>
    <input id="email" name="email" type="email" required autocomplete="email" value="${escape(opts.email ?? '')}">
    <label for="name">Name</label>
    <input id="name" name="name" type="text" autocomplete="name" value="${escape(opts.name ?? '')}">
    <button type="submit">Sign in</button>
  </form>`
      : '<p><a href="/auth">Back to sign-in</a></p>'
  }
</main>
</body>
</html>`;
}
