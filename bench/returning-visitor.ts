/**
 * Makes Lighthouse's next run a returning visitor's: the HTTP cache and the origin's storage empty as
 * in any run, but with a consent cookie from an earlier visit. Lighthouse's own storage reset would
 * delete that cookie, so the bench switches it off and does the reset here, over the DevTools
 * protocol (Node's WebSocket, nothing to install).
 */
export async function returningVisitor(port: number, origin: string, cookie: { name: string; value: string }): Promise<void> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const pending = new Map<number, (message: { result?: unknown; error?: { message: string } }) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data));
    pending.get(message.id)?.(message);
  };
  const send = <T>(method: string, params: object = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const messageId = ++id;
      pending.set(messageId, (message) => (message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result as T)));
      socket.send(JSON.stringify({ id: messageId, method, params, sessionId }));
    });
  try {
    const { targetInfos } = await send<{ targetInfos: { targetId: string; type: string }[] }>('Target.getTargets');
    const pageTarget = targetInfos.find((target) => target.type === 'page');
    if (!pageTarget) throw new Error('no page target to clear the cache from');
    const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId: pageTarget.targetId, flatten: true });
    await send('Network.clearBrowserCache', {}, sessionId);
    await send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' }, sessionId);
    await send('Network.setCookie', { ...cookie, url: origin }, sessionId);
  } finally {
    socket.close();
  }
}
