import { isRouteErrorResponse, redirectDocument } from 'react-router';
import { documentTarget } from './navigation-target.ts';
import { isRetryableStatus, pageDataRetries, withRetries } from './retry-schedule.ts';

interface ServerDataArgs<Data> {
  request: Request;
  /** React Router's fetch of the route's prerendered data (the page's `.data` file). */
  serverLoader: () => Promise<Data>;
}

/** The release of the page this tab shows, marked on <html> by the build (none in development). */
function tabRelease(): string | undefined {
  return document.documentElement.dataset.release;
}

/** The HTTP status of a failed data request; none when the network failed or the answer broke off. */
function statusOf(error: unknown): number | undefined {
  return isRouteErrorResponse(error) ? error.status : undefined;
}

/**
 * A route's data on a client-side navigation, never an error screen: a server error or a network
 * failure is tried again on the retry schedule; when it still fails, or the server answers 4xx (it
 * knows better what the address is), or the data belong to another release than the tab's code (a
 * deploy came in between), the browser loads the page as a whole document instead, from the server.
 */
export async function serverData<Data extends { release?: string }>({ request, serverLoader }: ServerDataArgs<Data>): Promise<Data> {
  let data: Data;
  try {
    data = await withRetries(serverLoader, pageDataRetries, {
      retryable: (error) => !request.signal.aborted && !(error instanceof Response) && isRetryableStatus(statusOf(error)),
    });
  } catch (error) {
    // A redirect is the router's to follow; an aborted request belongs to a navigation the visitor left behind.
    if (error instanceof Response || request.signal.aborted) throw error;
    console.error(`The data of ${new URL(request.url).pathname} did not load; the page comes from the server instead.`, error);
    throw redirectDocument(documentTarget(request.url));
  }
  const release = tabRelease();
  if (release && data.release && data.release !== release) throw redirectDocument(documentTarget(request.url));
  return data;
}

/** Every page's `clientLoader`: its prerendered data, as `serverData` fetches it. */
export const pageClientLoader = serverData;
