/** What the report reads of the bundler: a module's static importers. */
type ModuleGraph = {
  getModuleInfo: (id: string) => { importers: readonly string[] } | null;
};

/** The package (or source folder) a module belongs to, as the budget's report names it. */
export const packageOf = (id: string): string =>
  /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1] ??
  /\/(src\/[^/]+\/[^/]+|packages\/[^/]+)/.exec(id)?.[1] ??
  id;

const shortName = (id: string) => id.replace(/^.*?\/(apps\/web\/|packages\/|node_modules\/)/, '$1');

/**
 * `BUDGET_WHY=zod npm run build`: why a package is in the first load. For each first-load module
 * outside the package that imports it statically, the chain of static importers back to the
 * entry (shortest first found), so the import to cut is in plain sight.
 */
export const explainPackage = (
  context: ModuleGraph,
  firstLoad: ReadonlySet<string>,
  /** Every module with code in some chunk: the others are re-exports the bundle dropped. */
  rendered: ReadonlySet<string>,
  wanted: string,
): string => {
  // a chain goes through first-load modules and the barrels (index files) between them
  const importersOf = (id: string) =>
    (context.getModuleInfo(id)?.importers ?? []).filter(
      (importer) => firstLoad.has(importer) || !rendered.has(importer),
    );
  const chainFrom = (start: string) => {
    const previous = new Map<string, string | undefined>([[start, undefined]]);
    const queue = [start];
    for (const id of queue) {
      const importers = importersOf(id);
      if (importers.length === 0) {
        const chain = [id];
        for (let at = previous.get(id); at !== undefined; at = previous.get(at)) chain.push(at);
        return chain.reverse().map(shortName).join(' <- ');
      }
      for (const importer of importers) {
        if (previous.has(importer)) continue;
        previous.set(importer, id);
        queue.push(importer);
      }
    }
    return shortName(start);
  };
  // the package's first-load modules and the package's own barrels above them
  const inside = [...firstLoad].filter((id) => packageOf(id) === wanted);
  const seen = new Set(inside);
  const doors = new Set<string>();
  for (const id of inside) {
    for (const importer of importersOf(id)) {
      if (packageOf(importer) !== wanted) doors.add(importer);
      else if (!seen.has(importer)) {
        seen.add(importer);
        inside.push(importer);
      }
    }
  }
  return [...doors].map((door) => `${wanted} <- ${chainFrom(door)}`).join('\n');
};
