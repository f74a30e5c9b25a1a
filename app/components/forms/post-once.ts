/** Answers worth another try with the same key: the proxy lost the instance, or it was restarting. */
const retriedStatuses = new Set([502, 503, 504]);
/** Waits before the second and third try. */
const retryDelaysMs = [700, 2_000];
const timeoutMs = 15_000;

/**
 * POSTs JSON with an `Idempotency-Key` header (draft-ietf-httpapi-idempotency-key-header) and tries
 * again with the same key when the network fails, the answer takes too long or a proxy answers 502,
 * 503 or 504: the server stores a request once per key, so a retry never makes a second lead or mail.
 * Any other answer is final.
 */
export async function postOnce(url: string, body: unknown, key: string): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const last = attempt === retryDelaysMs.length;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `"${key}"` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (last || !retriedStatuses.has(response.status)) return response;
    } catch (error) {
      if (last) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, retryDelaysMs[attempt]));
  }
}
