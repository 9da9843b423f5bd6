/** The server's own message, one click away: the app's words lead, the server's stay available to quote in a ticket. */
export function ServerWords({ words, code }: { words: string; code?: string | undefined }) {
  return (
    <details className="server-words">
      <summary>What the server said</summary>
      <q className="server-words__text">{words}</q>
      {code && <span className="server-words__code"> ({code})</span>}
    </details>
  );
}
