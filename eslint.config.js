// @ts-check
import js from "@eslint/js";
import lingui from "eslint-plugin-lingui";
import reactHooks from "eslint-plugin-react-hooks";
import { readFileSync } from "node:fs";
import globals from "globals";
import tseslint from "typescript-eslint";

const restrict = (...patterns) => ["error", { patterns }];

/**
 * The web's files whose words are not yet in the catalogues (docs/decisions/languages.md): shrinks to nothing as
 * each is moved to Lingui's macros. Every other file fails on a user-visible string written into it.
 */
const untranslated = JSON.parse(
  readFileSync(new URL("./web/untranslated-files.json", import.meta.url), "utf8"),
);

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "web/dist.*/**",
      "**/node_modules/**",
      ".data/**",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
      ".deploy/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["eslint.config.js"] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/consistent-type-imports": "error",
      eqeqeq: ["error", "always"],
      // Handlers and adapters implement async signatures (the functions host, oidc-provider's adapter) whether or
      // not a given one awaits; the type-aware no-floating-promises / no-misused-promises rules catch real misuse.
      "@typescript-eslint/require-await": "off",
    },
  },
  { files: ["eslint.config.js"], ...tseslint.configs.disableTypeChecked },
  // The service worker is plain JS served as written (web/public/sw.js): no type information, a worker's globals.
  { files: ["web/public/sw.js"], ...tseslint.configs.disableTypeChecked },
  { files: ["web/public/sw.js"], languageOptions: { globals: { ...globals.serviceworker } } },
  {
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Every word a person reads comes from the catalogues (docs/decisions/languages.md): text in JSX, labels, titles,
  // messages. What is not for reading (class names, ids, routes, keys, design tokens, one lower-case word, a
  // constant's CAPITALS) is let through; a string typed as a union of literals (a variant, a size) is code.
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/**/*.test.ts", "web/src/testing/**", ...untranslated],
    plugins: { lingui },
    rules: {
      ...lingui.configs.recommended.rules,
      "lingui/no-unlocalized-strings": [
        "error",
        {
          useTsTypes: true,
          ignore: [
            "^(?![A-Z])\\S+$",
            "^[A-Z0-9_-]+$",
            // CSS: sizes, grid templates, colours, shadows.
            "^-?\\d",
            "^(repeat|minmax|rgba?|hsla?|calc|var|url|linear-gradient|inset)\\(",
          ],
          ignoreNames: [
            {
              regex: { pattern: "className|Class$|^(id|key|to|href|src|type|role|as|name|lang|rel|target)$" },
            },
            { regex: { pattern: "^(aria-(controls|describedby|labelledby|hidden|live|current)|data-.*)$" } },
            { regex: { pattern: "(Key|Path|Url|Route|Param|Id|Ids|Query|Format|Pattern|Mime|Accept)$" } },
            // Constants named for what they are to the code: a CSS value, a selector, a media query, a format.
            {
              regex: {
                pattern:
                  "^[A-Z0-9_]+_(SELECTOR|TRANSITION|FONTS|AREAS|COLUMNS|QUERY|FORMAT|SCHEME|SCOPES|FIELD|HEIGHT|SUFFIX|ERROR)$",
              },
            },
          ],
          ignoreFunctions: [
            "Error",
            "console.*",
            "*.startsWith",
            "*.endsWith",
            "*.includes",
            "*.indexOf",
            "*.split",
            "*.replace",
            "*.getItem",
            "*.setItem",
            "*.removeItem",
            "*.get",
            "*.set",
            "*.has",
            "*.append",
            "*.addEventListener",
            "*.removeEventListener",
            "*.querySelector",
            "*.querySelectorAll",
            "*.matchMedia",
            "document.createElement",
            "new URL",
            "URL",
            "fetch",
            "apiPath",
            "apiUrl",
            "apiRequest",
            "matchPath",
            "navigate",
            "useMediaQuery",
            "useParamsNamed",
            "Symbol",
          ],
          ignoreMethodsOnTypes: ["Map.get", "Map.has", "Set.has", "URLSearchParams.get", "Headers.get"],
        },
      ],
    },
  },
  // Boundaries (docs/architecture.md): shared imports only zod; web and api never import each other.
  {
    files: ["shared/**/*.ts"],
    ignores: ["shared/**/*.test.ts"],
    rules: {
      "no-restricted-imports": restrict({
        regex: "^(?!zod$|\\./|\\.\\./)",
        message: "shared/ imports nothing but zod.",
      }),
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict({
        regex: "^@aql-portal/api|^(\\.\\./)+api/src",
        message: "web/ never imports api/.",
      }),
    },
  },
  {
    // A feature uses shared components and lib, never another feature: routes in web/src/app compose them.
    files: ["web/src/features/*/*/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": restrict(
        { regex: "^@aql-portal/api|^(\\.\\./)+api/src", message: "web/ never imports api/." },
        {
          regex: "^\\.\\./\\.\\./(?!\\.\\./)",
          message: "Features don't import each other: compose them in web/src/app.",
        },
      ),
    },
  },
  {
    files: ["api/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict({
        regex: "^@aql-portal/web|^(\\.\\./)+web/src",
        message: "api/ never imports web/.",
      }),
    },
  },
  // The API's floors (docs/architecture.md): functions > use cases (inspections, import, ...) > lib > data.
  // Storage imports nothing above it; lib imports storage only; no use case imports a function.
  {
    files: ["api/src/data/**/*.ts"],
    ignores: ["api/src/data/**/*.test.ts"],
    rules: {
      "no-restricted-imports": restrict(
        { regex: "^@aql-portal/web|^(\\.\\./)+web/src", message: "api/ never imports web/." },
        {
          regex: "^\\.\\./",
          message: "Storage (api/src/data) imports nothing above it: take what it needs as a parameter.",
        },
      ),
    },
  },
  {
    files: ["api/src/lib/**/*.ts"],
    ignores: ["api/src/lib/**/*.test.ts"],
    rules: {
      "no-restricted-imports": restrict(
        { regex: "^@aql-portal/web|^(\\.\\./)+web/src", message: "api/ never imports web/." },
        {
          regex: "^\\.\\./(?!data/)",
          message:
            "lib/ sits below every use case: it imports storage (../data) only; hand use-case concerns in.",
        },
      ),
    },
  },
  {
    files: ["api/src/*/**/*.ts"],
    ignores: ["api/src/{functions,testing,data,lib}/**", "api/src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": restrict(
        { regex: "^@aql-portal/web|^(\\.\\./)+web/src", message: "api/ never imports web/." },
        {
          regex: "^\\.\\./functions/",
          message: "Use cases never import a function: functions call use cases.",
        },
      ),
    },
  },
);
