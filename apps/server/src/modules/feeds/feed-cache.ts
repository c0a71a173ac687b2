/**
 * The feeds of each tenant, rendered once and kept until its positions change: the key holds the
 * search index's version of the tenant (it moves on every position write, on every node) and
 * whatever else the file shows (its address, the company name).
 */
export const createFeedCache = () => {
  const entries = new Map<string, { key: string; body: string }>();
  return {
    get: async (name: string, key: string, render: () => Promise<string>) => {
      const cached = entries.get(name);
      if (cached?.key === key) return cached.body;
      const body = await render();
      entries.set(name, { key, body });
      return body;
    },
  };
};
