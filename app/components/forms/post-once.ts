/**
 * POSTs JSON with an `Idempotency-Key` header (draft-ietf-httpapi-idempotency-key-header), and tries
 * twice more with the same key, after 0.7 and 2 s, when the network fails, the answer takes over 15 s,
 * or a proxy answers 502, 503 or 504 (an instance lost or restarting): the server stores a request
 * once per key, so a retry never makes a second lead or mail. Any other answer is final.
 */
export async function postOnce(url: string, body: unknown, key: string): Promise<Response> {
  for (const wait of [700, 2_000, 0]) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `"${key}"` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      if (!wait || response.status < 502 || response.status > 504) return response;
    } catch (error) {
      if (!wait) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
  throw new Error('unreachable');
}
