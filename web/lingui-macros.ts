import { transformAsync, types, type PluginObj } from "@babel/core";
import { getConfig } from "@lingui/conf";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const MACRO_IMPORT = /from\s+["']@lingui\/(?:core|react)\/macro["']/;

/**
 * The British English of each message the macros leave in the code (`{ id, message: "Hello {name}" }`), compiled
 * as the catalogues are (`["Hello ", ["name"]]`): the browser then needs no message compiler, and draws the source
 * language without parsing anything (docs/decisions/languages.md).
 */
function compiledSourceMessages(): PluginObj {
  return {
    name: "compiled-source-messages",
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectExpression(path) {
              const property = (name: string) =>
                path.node.properties.find(
                  (p): p is types.ObjectProperty =>
                    types.isObjectProperty(p) && types.isIdentifier(p.key, { name }),
                );
              const id = property("id");
              const message = property("message");
              if (
                !id ||
                !message ||
                !types.isStringLiteral(id.value) ||
                !types.isStringLiteral(message.value)
              )
                return;
              message.value = types.valueToNode(compileMessage(message.value.value));
            },
          });
        },
      },
    },
  };
}

/**
 * Lingui's macros (`t`, `msg`, `<Trans>`, `<Plural>`) turned into calls of its runtime, with Babel and Lingui's
 * own macro plugin, in the files that import them and no others (docs/decisions/languages.md). Lingui's own
 * Vite route to its Babel plugin needs Node 22; this one is the same transform on the Node the project runs on.
 * The British English text stays in the code, compiled (`stripMessageField: false`): it is the source language's
 * catalogue, so that the portal in English loads none. Used by the app's build and by the unit tests alike.
 */
export function linguiMacros(): Plugin {
  // The web's config, wherever the build or the tests run from.
  const linguiConfig = getConfig({
    configPath: fileURLToPath(new URL("./lingui.config.ts", import.meta.url)),
  });
  return {
    name: "lingui-macros",
    enforce: "pre",
    async transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (!/\.tsx?$/.test(file) || file.includes("/node_modules/") || !MACRO_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith(".tsx") ? ["typescript", "jsx"] : ["typescript"] },
        plugins: [
          ["@lingui/babel-plugin-lingui-macro", { linguiConfig, stripMessageField: false }],
          compiledSourceMessages,
        ],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
