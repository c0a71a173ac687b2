import { get, HttpStatusError, newReplay, type ClientGet } from './http.ts';

/*
 * Two public PCSx clients, ported line by line from their source (names kept where they help
 * the comparison). Each takes the site's host and the `domain` its configuration would hold.
 */

/**
 * career-ops-hq/career-ops, providers/eightfold.mjs (JavaScript): asks /api/apply/v2/jobs first
 * and turns to /api/pcsx/search only when that answers 403 ("Not authorized for PCSX"), then
 * pages by `start` until a short page or `count`. Keeps name, canonicalPositionUrl or the id,
 * location/locations and t_create.
 */
export const careerOps = async (http: ClientGet, tenant: { host: string; domain: string }) => {
  const PAGE_SIZE = 10;
  const replay = newReplay();
  const buildApiUrl = (start: number) =>
    `https://${tenant.host}/api/apply/v2/jobs?${new URLSearchParams({ domain: tenant.domain, start: String(start), num: String(PAGE_SIZE) }).toString()}`;
  const buildPcsxUrl = (start: number) =>
    `https://${tenant.host}/api/pcsx/search?${new URLSearchParams({ domain: tenant.domain, start: String(start) }).toString()}`;
  // fetchJsonWithRetry: a status past 399 throws an error carrying it
  const fetchJson = async (url: string) => {
    const answer = await http(url);
    if (answer.status >= 400) throw new HttpStatusError(answer.status, url);
    return answer.json() as Record<string, unknown>;
  };
  const normalizePcsxPage = (json: unknown) => {
    const data = get(json, 'data') as Record<string, unknown> | undefined;
    if (!data || typeof data !== 'object' || !Array.isArray(data.positions)) return null;
    return {
      positions: data.positions as Record<string, unknown>[],
      count: typeof data.count === 'number' ? data.count : undefined,
    };
  };
  let api: 'v2' | 'pcsx' = 'v2';
  let total: number | null = null;
  for (let page = 0; page < 200; page++) {
    const start = page * PAGE_SIZE;
    const request = (which: 'v2' | 'pcsx') =>
      fetchJson(which === 'pcsx' ? buildPcsxUrl(start) : buildApiUrl(start));
    let json: Record<string, unknown>;
    try {
      json = await request(api);
    } catch (err) {
      if (api === 'v2' && (err as HttpStatusError).status === 403) {
        const page0 = normalizePcsxPage(await request('pcsx'));
        if (!page0) throw new Error('neither API is readable', { cause: err });
        api = 'pcsx';
        json = {
          positions: page0.positions,
          ...(page0.count !== undefined && { count: page0.count }),
        };
      } else throw err;
    }
    if (api === 'pcsx' && !('positions' in json)) {
      const normalized = normalizePcsxPage(json);
      if (!normalized)
        throw new Error(`unrecognized /api/pcsx/search body at start=${String(start)}`);
      json = {
        positions: normalized.positions,
        ...(normalized.count !== undefined && { count: normalized.count }),
      };
    }
    const positions = Array.isArray(json.positions)
      ? (json.positions as Record<string, unknown>[])
      : [];
    // parseEightfoldResponse: a title, then an https canonicalPositionUrl or the tenant fallback
    for (const p of positions) {
      const title = typeof p.name === 'string' && p.name.trim() ? p.name.trim() : p.posting_name;
      if (!title) continue;
      const pid = p.id != null ? String(p.id as number) : '';
      replay.jobs.set(pid, {
        title,
        url: `https://${tenant.host}/careers?pid=${pid}`,
        location: p.location ?? p.locations,
        postedAt: p.t_create ?? p.t_update,
      });
    }
    if (total === null && typeof json.count === 'number') total = json.count;
    if (positions.length === 0 || positions.length < PAGE_SIZE) break;
    if (total !== null && start + PAGE_SIZE >= total) break;
  }
  return replay;
};

/**
 * udit-001/waypoint, internal/boards/eightfold.go (Go): opens the careers page for the domain in
 * its `<code id="pcsx-data">` block, pages /api/pcsx/search?…&sort_by=newest (stops on a short
 * page or `count`), then reads each position's description from position_details, with no
 * domain. (Its host policy admits only *.eightfold.ai over https; the replay's site is the test
 * host.)
 */
export const waypoint = async (http: ClientGet, careersUrl: string) => {
  const replay = newReplay();
  const host = new URL(careersUrl).host;
  const page = await http(careersUrl);
  const match = /id="pcsx-data"[^>]*>([\s\S]*?)<\/code>/.exec(page.text);
  if (!match) throw new Error('eightfold: careers page has no pcsx-data config');
  const cfg = JSON.parse(unescapeHtml(match[1]!)) as { domain?: string };
  if (!cfg.domain) throw new Error('eightfold: pcsx-data config has no domain');
  const domain = cfg.domain;
  const eightfoldPageSize = 10;
  let fetched = 0;
  for (let pageIndex = 0; pageIndex < 500; pageIndex++) {
    const start = pageIndex * eightfoldPageSize;
    const url = `https://${host}/api/pcsx/search?domain=${domain}&query=&location=&start=${String(start)}&num=${String(eightfoldPageSize)}&sort_by=newest`;
    const resp = (await http(url)).json() as {
      status?: number;
      data?: { count?: number; positions?: Record<string, unknown>[] };
    };
    if (resp.status !== 200)
      throw new Error(`eightfold: search returned status ${String(resp.status ?? 0)}`);
    const positions = resp.data?.positions ?? [];
    fetched += positions.length;
    for (const p of positions) {
      replay.jobs.set(String(p.id as number), {
        title: p.name,
        location: (p.standardizedLocations as string[] | undefined)?.join(', '),
        department: p.department,
        workLocation: p.workLocationOption,
        date: p.postedTs,
      });
    }
    if (positions.length < eightfoldPageSize || fetched >= (resp.data?.count ?? 0)) break;
  }
  for (const id of replay.jobs.keys()) {
    const endpoint = `https://${host}/api/pcsx/position_details?position_id=${id}&hl=en`;
    const d = (await http(endpoint)).json() as {
      data?: { name?: string; jobDescription?: string };
    };
    if (!d.data?.name && !d.data?.jobDescription)
      throw new Error(`eightfold: position ${id} not found`);
    replay.descriptions.set(id, d.data.jobDescription ?? '');
  }
  return replay;
};

/** Go's html.UnescapeString, for the entities a JSON block carries. */
const unescapeHtml = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) =>
      String.fromCodePoint(Number.parseInt(code, 16)),
    )
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
