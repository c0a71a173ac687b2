type InitialPageParams = { domain: string | undefined; hl: string | undefined };

let initial: InitialPageParams | undefined;

/**
 * The tenant (`domain`) and language (`hl`) the page was opened with. They are read once: the
 * server serves one tenant per page load, and the boot-data query key must not change when an
 * in-app link happens to drop a parameter.
 */
export const getInitialPageParams = (): InitialPageParams => {
  if (!initial) {
    const search = new URLSearchParams(window.location.search);
    initial = {
      domain: search.get('domain')?.trim() || undefined,
      hl: search.get('hl')?.trim() || undefined,
    };
  }
  return initial;
};
