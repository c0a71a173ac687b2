import { get, key, newReplay, raiseForStatus, withParams, type ClientGet } from './http.ts';

/*
 * Five public PCSx clients written in Python, ported line by line: `dict[key]` is `key()` (a
 * KeyError when missing), `dict.get` is `get()`, `raise_for_status()` is `raiseForStatus()`.
 * Each takes the site's host and the `domain` its configuration would hold.
 */

type Site = { host: string; domain: string };
type Position = Record<string, unknown>;

const positionsOf = (body: unknown) => (get(get(body, 'data'), 'positions') ?? []) as Position[];
const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * colophon-group/jobseek, apps/crawler/src/core/monitors/_pcsx.py, fetch_all: domain, query,
 * location, start and num=10 per page, until an empty page (`_incremental.paginate_all`); joins
 * the job id parsed from positionUrl with its sitemap.
 */
export const jobseek = async (http: ClientGet, site: Site) => {
  const replay = newReplay();
  for (let pageIndex = 0; pageIndex < 5000; pageIndex++) {
    const offset = pageIndex * 10;
    const params = { domain: site.domain, query: '', location: '', start: offset, num: 10 };
    const resp = await http(withParams(`https://${site.host}/api/pcsx/search`, params));
    if (resp.status !== 200) throw new Error(`HTTP ${String(resp.status)} from ${site.host}`);
    const items = positionsOf(resp.json());
    if (!items.length) break;
    for (const item of items) {
      const id = /\/careers\/job\/(\d+)/.exec(String(get(item, 'positionUrl')))?.[1];
      if (id) replay.jobs.set(id, { postedTs: get(item, 'postedTs'), name: get(item, 'name') });
    }
  }
  return replay;
};

/**
 * SamdaniG/JobScraper, scrapers/_eightfoldaiJB.py with scrapers/trimble.py's parameters: one
 * search (location=Canada, sort_by=distance, filter_include_remote=1), each job's atsJobId,
 * locations, postedTs, creationTs and positionUrl read with [], then scrape_jd for each:
 * position_details with the id after "job/" and data.jobDescription.
 */
export const samdaniTrimble = async (http: ClientGet, site: Site) => {
  const replay = newReplay();
  const baseDomain = `https://${site.host}`;
  const params = {
    domain: site.domain,
    location: 'Canada',
    start: 0,
    sort_by: 'distance',
    filter_include_remote: 1,
  };
  const dat = (await http(withParams(`${baseDomain}/api/pcsx/search`, params))).json();
  const jobList = key(key(dat, 'data'), 'positions') as Position[];
  for (const job of jobList) {
    const url = baseDomain + String(key(job, 'positionUrl'));
    replay.jobs.set(url.split('job/')[1]!, {
      job_id: key(job, 'atsJobId'),
      job_name: key(job, 'name'),
      location: (key(job, 'locations') as string[]).join('; '),
      posted_date: new Date(Number(key(job, 'postedTs')) * 1000),
      creation_date: new Date(Number(key(job, 'creationTs')) * 1000),
      url,
    });
  }
  for (const [id, source] of replay.jobs) {
    const jdParams = {
      position_id: String(source.url).split('job/')[1],
      domain: site.domain,
      hl: 'en',
    };
    const jd = (await http(withParams(`${baseDomain}/api/pcsx/position_details`, jdParams))).json();
    replay.descriptions.set(id, stripTags(String(key(key(jd, 'data'), 'jobDescription'))));
  }
  return replay;
};

/**
 * A Microsoft careers watcher (Python; the code index names no repository): location "United
 * States" with filter_seniority and filter_career_discipline, raise_for_status, ["data"], then
 * pages while start < count; prints each job's standardizedLocations and positionUrl.
 */
export const microsoftWatcher = async (http: ClientGet, site: Site) => {
  const replay = newReplay();
  const params: Record<string, unknown> = {
    domain: site.domain,
    query: '',
    location: 'United States',
    start: 0,
  };
  Object.assign(params, {
    filter_seniority: 'Mid-Level',
    filter_career_discipline: 'Software Engineering',
  });
  let start = 0;
  for (;;) {
    params.start = start;
    const url = withParams(`https://${site.host}/api/pcsx/search`, params);
    const data = key(raiseForStatus(await http(url), url).json(), 'data');
    const positions = (get(data, 'positions') ?? []) as Position[];
    if (!positions.length) break;
    for (const job of positions) {
      replay.jobs.set(String(key(job, 'id')), {
        name: key(job, 'name'),
        where: (key(job, 'standardizedLocations') as string[]).join(', '),
        url: `https://${site.host}${String(key(job, 'positionUrl'))}`,
      });
    }
    start += positions.length;
    if (start >= Number(get(data, 'count') ?? 0)) break;
  }
  return replay;
};

/**
 * A Whirlpool fetcher (Python; the code index names no repository): /api/pcsx/search with
 * location=India, num and start until an empty page, then each description from
 * /api/apply/v2/jobs/{id}?domain=… (`job_description` at the top of the answer).
 */
export const whirlpoolFetcher = async (http: ClientGet, site: Site) => {
  const replay = newReplay();
  let start = 0;
  for (let round = 0; round < 20; round++) {
    const params = { domain: site.domain, location: 'India', num: 10, start };
    const url = withParams(`https://${site.host}/api/pcsx/search`, params);
    const positions = positionsOf(raiseForStatus(await http(url), url).json());
    if (!positions.length) break;
    for (const p of positions) {
      const jobId = String(get(p, 'id') ?? '');
      const title = String(get(p, 'name') ?? '').trim();
      if (!jobId || !title) continue;
      replay.jobs.set(jobId, {
        title,
        application_url: `https://${site.host}/careers/job/${jobId}`,
      });
    }
    start += 10;
  }
  for (const [jobId, job] of replay.jobs) {
    const id = String(job.application_url).replace(/\/$/, '').split('/').at(-1)!;
    const url = withParams(`https://${site.host}/api/apply/v2/jobs/${id}`, { domain: site.domain });
    const data = raiseForStatus(await http(url), url).json();
    replay.descriptions.set(jobId, stripTags(String(get(data, 'job_description') ?? '')));
  }
  return replay;
};

/**
 * A job-search pipeline's Eightfold adapter (Python; the code index names no repository):
 * per query, location "United States", sort_by=timestamp, pages until a short one, `_positions`
 * checks the body; then position_details with position_id and domain for description,
 * efcustomTextEmploymentType[0], location and publicUrl.
 */
export const hostDomainAdapter = async (http: ClientGet, site: Site, queries: string[]) => {
  const replay = newReplay();
  const base = `https://${site.host}/api/pcsx`;
  for (const query of queries) {
    for (let page = 0; page < 20; page++) {
      const params = {
        domain: site.domain,
        query,
        start: page * 10,
        num: 10,
        sort_by: 'timestamp',
        location: 'United States',
      };
      const url = withParams(`${base}/search`, params);
      const data = raiseForStatus(await http(url), url).json();
      if (get(data, 'status') === 'failure' || get(data, 'errorMsg'))
        throw new Error('eightfold PCSX error');
      const payload = get(data, 'data');
      if (!Array.isArray(get(payload, 'positions')))
        throw new Error("eightfold response missing 'data.positions'");
      const positions = get(payload, 'positions') as Position[];
      for (const item of positions) {
        const posId = String(get(item, 'id') ?? '');
        if (posId && !replay.jobs.has(posId)) replay.jobs.set(posId, { ...item });
      }
      if (positions.length < 10) break;
    }
  }
  for (const [posId, job] of replay.jobs) {
    const url = withParams(`${base}/position_details`, { position_id: posId, domain: site.domain });
    const info = (get(raiseForStatus(await http(url), url).json(), 'data') ?? {}) as Position;
    replay.descriptions.set(posId, stripTags(String(get(info, 'jobDescription') ?? '')));
    const employment = (get(info, 'efcustomTextEmploymentType') ?? []) as string[];
    if (employment.length) job.employment_type = String(employment[0]);
    if (get(info, 'location')) job.location = get(info, 'location');
    if (get(info, 'publicUrl')) job.application_url = get(info, 'publicUrl');
  }
  return replay;
};
