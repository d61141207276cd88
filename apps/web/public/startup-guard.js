/*
 * Start-up failure screen (SPEC.md section 2, 'Error screens'). A classic script loaded before the app, so it
 * still works when the app's code failed to download or threw before React mounted; the app calls
 * window.__resumeyMounted() once it is up (apps/web/src/errors/startup.ts), after which this stays silent.
 * Plain DOM and inline styles only: the stylesheet may be what failed to load. No inline script (CSP).
 */
(function () {
  var mounted = false;
  var shown = false;
  window.__resumeyMounted = function () {
    mounted = true;
  };

  function el(tag, style, text) {
    var node = document.createElement(tag);
    node.style.cssText = style;
    if (text) node.textContent = text;
    return node;
  }

  function show() {
    if (mounted || shown) return;
    shown = true;
    var render = function () {
      var root = document.getElementById('root') || document.body;
      var main = el(
        'main',
        'min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;' +
          'background:#f8fafc;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a',
      );
      main.id = 'startup-error';
      var card = el(
        'div',
        'max-width:420px;width:100%;text-align:center;background:#fff;border:1px solid #e2e8f0;' +
          'border-radius:16px;padding:32px;box-shadow:0 1px 2px rgba(15,23,42,.06)',
      );
      var title = el('h1', 'margin:0;font-size:24px;font-weight:600;line-height:1.3', 'Something went wrong');
      var text = el(
        'p',
        'margin:8px 0 24px;color:#475569;font-size:16px;line-height:1.5',
        'Please refresh the page or try again later.',
      );
      var button = el(
        'button',
        'font:inherit;font-size:16px;font-weight:500;color:#fff;background:#4338ca;border:0;border-radius:8px;' +
          'padding:12px 24px;cursor:pointer;outline-offset:3px',
        'Refresh Page',
      );
      button.type = 'button';
      button.addEventListener('click', function () {
        window.location.reload();
      });
      card.appendChild(title);
      card.appendChild(text);
      card.appendChild(button);
      main.appendChild(card);
      root.replaceChildren(main);
      document.title = 'Something went wrong - Resumey';
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', render);
    else render();
  }

  // A script of ours failed to download (load errors do not bubble, hence the capture phase).
  window.addEventListener(
    'error',
    function (event) {
      var target = event.target;
      if (target && target !== window && target.tagName === 'SCRIPT') {
        show();
        return;
      }
      // Our code threw before mounting. Errors from other origins (browser extensions) are not ours.
      var file = event.filename || '';
      if (event.error !== undefined && (file === '' || file.indexOf(window.location.origin) === 0)) show();
    },
    true,
  );
  window.addEventListener('unhandledrejection', function () {
    show();
  });
})();
