/**
 * Code fetched when it is first wanted rather than with the page (e.g. a date field's calendar): `load()` starts
 * the fetch, or joins the one under way; once it has arrived, `loaded()` hands it over at once, so a component can
 * draw it without waiting. A fetch that failed (no connection) is not remembered: the next `load()` tries again.
 */
export interface CodeOnDemand<Module> {
  load(): Promise<Module>;
  /** The module once it has arrived; undefined until then. */
  loaded(): Module | undefined;
}

export function codeOnDemand<Module>(fetchModule: () => Promise<Module>): CodeOnDemand<Module> {
  let arrived: Module | undefined;
  let pending: Promise<Module> | undefined;
  return {
    load() {
      pending ??= fetchModule().then(
        (module) => (arrived = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => arrived,
  };
}
