// The in-page half of the conversation benchmark: serialised by Playwright and run inside the
// app's page, so it uses nothing from its module. Timed with the page's own clock.

/**
 * Presses Alt+Shift+O (open the selected row's conversation) and resolves with the time until
 * the first message bubble is painted: the frame after it enters the DOM, as for the grid's row.
 */
export function timeOpenToFirstBubble({ timeoutMs }: { timeoutMs: number }): Promise<number> {
  return new Promise((resolve, reject) => {
    let startedAt = 0;
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`No message bubble within ${timeoutMs} ms of opening the conversation.`));
    }, timeoutMs);
    const observer = new MutationObserver(() => {
      if (!document.querySelector('.thread__row .bubble')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          clearTimeout(timer);
          resolve(performance.now() - startedAt);
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    startedAt = performance.now();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'O', code: 'KeyO', altKey: true, shiftKey: true, bubbles: true }));
  });
}
