import { defineConfig } from "vitest/config";
import { linguiMacros } from "./web/lingui-macros";

/**
 * Two projects: "unit" (beside the code, no services) and "api" (tests/api, against the real local stack that
 * scripts/test.ts starts and describes through TEST_STACK).
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The web's words are Lingui's macros, turned into calls as the app's build does (web/lingui-macros.ts).
        plugins: [linguiMacros()],
        test: {
          name: "unit",
          // Unit tests share no state through modules: each worker loads the code once for all its files
          // instead of once per file (most of the suite's time was loading).
          isolate: false,
          include: [
            "shared/src/**/*.test.ts",
            "api/src/**/*.test.ts",
            "web/src/**/*.test.ts",
            "scripts/**/*.test.ts",
            "infra/**/*.test.ts",
          ],
          environment: "node",
          setupFiles: ["web/src/testing/lingui-setup.ts"],
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One stack is shared by every file; keep them from racing each other's fixtures.
          fileParallelism: false,
          // The files run one after another in one process: the API's code is loaded once, not once a file.
          // tests/api/setup.ts forgets, before each file, the sessions the support modules keep.
          isolate: false,
          setupFiles: ["tests/api/setup.ts"],
        },
      },
    ],
  },
});
