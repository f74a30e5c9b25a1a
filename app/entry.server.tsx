import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { IslandRendering } from './islands/Island.tsx';
import { islandRenderer } from './islands/render-islands.server.tsx';

export const streamTimeout = 5_000;

/**
 * React Router's own entry, but every page waits for all its content: pages are prerendered, and the
 * sections that hydrate lazily (`lazySection`) must be complete in the HTML, not streamed in later by
 * inline scripts, so that the page works without JavaScript and its CSP stays as strict as it is.
 * The islands of a page built as islands are rendered on their own (islands/render-islands.server.tsx).
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const page = (
      <IslandRendering value={islandRenderer()}>
        <ServerRouter context={routerContext} url={request.url} />
      </IslandRendering>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      // React outlines a large finished boundary behind an inline script that moves it into place;
      // every boundary goes out in place instead.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeout);
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
