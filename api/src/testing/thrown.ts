/** The error of this kind `run` throws; a test fails when it throws none, or another. */
export function thrown<E extends Error>(kind: abstract new (...args: never[]) => E, run: () => unknown): E {
  try {
    run();
  } catch (error) {
    if (error instanceof kind) return error;
    throw error;
  }
  throw new Error(`No ${kind.name} was thrown`);
}
