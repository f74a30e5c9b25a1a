import { JSDOM } from 'jsdom';
import { site } from '../../app/shared/site.ts';
import { type Finding, fail, pass } from './findings.ts';
import type { Reply } from './http-get.ts';

/**
 * Every internal link, image, script, stylesheet, document and anchor of every page resolves; links to
 * the public address (canonical, hreflang) are checked on this server. Other hosts are listed, not fetched.
 */
export async function checkLinks(pages: Map<string, string>, get: (path: string) => Promise<Reply>) {
  const status = new Map<string, Promise<Reply>>();
  const fetchOnce = (path: string) => {
    if (!status.has(path)) status.set(path, get(path));
    return status.get(path)!;
  };
  const external = new Set<string>();
  const findings: Finding[] = [];

  for (const [page, html] of pages) {
    const { document } = new JSDOM(html, { url: site.origin + page }).window;
    const targets = [
      ...[...document.querySelectorAll('a[href], link[href]')].map((el) => el.getAttribute('href')!),
      ...[...document.querySelectorAll('script[src], img[src], source[src], video[src]')].map((el) => el.getAttribute('src')!),
      ...[...document.querySelectorAll('img[srcset], source[srcset]')].flatMap((el) =>
        el
          .getAttribute('srcset')!
          .split(',')
          .map((part) => part.trim().split(/\s+/)[0]!),
      ),
    ];
    const broken: string[] = [];
    for (const target of new Set(targets)) {
      const url = new URL(target, site.origin + page);
      // A data: URI is the resource itself (a drawing written into the page): nothing to fetch.
      if (url.protocol === 'mailto:' || url.protocol === 'tel:' || url.protocol === 'data:') continue;
      if (url.origin !== site.origin) {
        external.add(url.href);
        continue;
      }
      const reply = await fetchOnce(url.pathname + url.search);
      if (reply.status !== 200) broken.push(`${target} answers ${reply.status}`);
      else if (url.hash && url.hash.length > 1) {
        const id = decodeURIComponent(url.hash.slice(1));
        const targetHtml = url.pathname === page ? html : reply.body.toString();
        if (!new JSDOM(targetHtml).window.document.getElementById(id)) broken.push(`${target}: no element #${id}`);
      }
    }
    findings.push(broken.length ? fail(page, 'links', broken.join('; ')) : pass(page, 'links'));
  }
  return { findings, external: [...external].sort() };
}
