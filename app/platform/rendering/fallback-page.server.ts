// The last line of defence: a plain Dutch error page when the app itself cannot render.
export function fallbackErrorPage(nonce: string, status = 500): Response {
  const html = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<meta name="viewport" content="width=375, initial-scale=1"><title>Mijn Omgeving</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a}</style></head>
<body><main><h1>Er ging iets mis</h1><p>Helaas, deze pagina kan nu niet geladen worden. Probeer het over enkele minuten opnieuw.</p>
<p><a href="/">Naar Mijn Omgeving</a></p></main></body></html>`;
  return new Response(html, { status, headers: { "content-type": "text/html; charset=utf-8" } });
}
