import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { lingui } from "@lingui/vite-plugin";
import { fileURLToPath } from "node:url";
import { linguiMacros } from "./lingui-macros";

/**
 * Chunks are grouped so that the public pages (/main, /contact-us) load React and nothing else, while the
 * signed-in app shares long-lived vendor chunks that survive app releases in the browser cache.
 * zod is deliberately left ungrouped: the landing page uses zod/mini, and a "zod" group would drag the
 * full zod into the landing page's chunk.
 */
const CHAKRA =
  /node_modules[\\/](@chakra-ui(?![\\/]charts)|@ark-ui|@zag-js|@emotion|@floating-ui[\\/](?!react)[^\\/]+|@internationalized|@swc|stylis|@pandacss|proxy-compare|uqr|hoist-non-react-statics|react-is)[\\/]/;
const CHAKRA_EXTRAS =
  /node_modules[\\/](?:(?:@chakra-ui[\\/]react[\\/]dist[\\/]esm|@ark-ui[\\/]react[\\/]dist)[\\/]components[\\/]|@zag-js[\\/])(accordion|combobox|progress|tabs|tag|drawer|collection|listbox)[\\/]/;

export default defineConfig({
  // Lingui's macros before React's transform; the catalogues (.po) compiled as they are imported.
  plugins: [
    linguiMacros(),
    react(),
    lingui({ configPath: fileURLToPath(new URL("./lingui.config.ts", import.meta.url)) }),
  ],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // Which files each page needs: the service worker keeps an inspector's pages from it ahead of the shift
    // (public/sw.js, docs/decisions/offline-shift.md). Served from the root, beside index.html.
    manifest: "asset-manifest.json",
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            {
              name: "chakra",
              // Not @chakra-ui/charts: it goes with the pages that draw charts, as recharts does. Not
              // @floating-ui/react(-dom) either (Chakra uses @floating-ui/dom): react-datepicker's, it goes with
              // the pages that have dates.
              test: (id) => CHAKRA.test(id) && !CHAKRA_EXTRAS.test(id),
              priority: 2,
            },
            {
              // Chakra's components that only a few pages use (the analytics tabs, the style search's combobox,
              // the import's progress, drawers, accordions, tags): a chunk of their own that goes with those
              // pages, so that every other page, the shell first, loads without them. Below "chakra", so what
              // they share with the rest stays there (docs/decisions/web-speed.md).
              name: "chakra-extras",
              test: CHAKRA_EXTRAS,
              priority: 1,
            },
            {
              name: "router",
              test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            { name: "msal", test: /node_modules[\\/]@azure[\\/]msal-/, priority: 2 },
            // SWR with the shim it shares with recharts, so the shell does not load the shim as a chunk of its own.
            { name: "swr", test: /node_modules[\\/](swr|use-sync-external-store|dequal)[\\/]/, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    // `npm start` serves the API on 4280; `vite` alone proxies to it during development.
    proxy: { "/api": "http://localhost:4280" },
  },
});
