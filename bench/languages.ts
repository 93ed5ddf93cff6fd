import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { ROOT } from "../scripts/stack/stack";
import { writeResults } from "./stats";

/**
 * What the languages cost the browser (docs/decisions/languages.md), against the revision before them, built in the
 * same run (`npm run bench -- languages`; `LANGUAGES_BASELINE=<rev>`, default 2c6b240, the last one without Lingui):
 * the JavaScript the landing page and the signed-in shell (the Users page) load, gzip level 6, walked through Vite's
 * build manifest from the entry, and each language's catalogue. Targets: the shell grows by at most 15 KB; the
 * landing page stays within 80 KB.
 */
const BASELINE = process.env.LANGUAGES_BASELINE ?? "2c6b240";
const SHELL_GROWTH_TARGET_KB = 15;
const LANDING_TARGET_KB = 80;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

function build(webDir: string, outDir: string): void {
  const run = spawnSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir"], {
    cwd: webDir,
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`vite build failed in ${webDir}:\n${run.stdout}\n${run.stderr}`);
}

function weigh(dist: string) {
  const manifest = JSON.parse(readFileSync(join(dist, "asset-manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 6 }).length / 1024;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? "index.html";
  const loaded = (keys: string[]) => {
    const files = new Set<string>();
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) walk(imported);
    };
    keys.forEach(walk);
    return { kb: [...files].reduce((sum, file) => sum + gzipKb(file), 0), files: files.size };
  };
  const catalogues = Object.fromEntries(
    Object.entries(manifest)
      .filter(([key]) => key.startsWith("src/locales/"))
      .map(([key, chunk]) => [key.replace(/^src\/locales\/|\.po$/g, ""), gzipKb(chunk.file)]),
  );
  return {
    landing: loaded([entry, "src/app/public-entry.tsx"]),
    shell: loaded([entry, "src/app/app.tsx", "src/features/users/components/users-page.tsx"]),
    catalogues,
  };
}

export async function runLanguagesBench(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), "languages-bench-"));
  try {
    // The baseline's web app, built beside today's with the same installed packages.
    const tree = join(work, "baseline");
    const worktree = spawnSync("git", ["worktree", "add", "--detach", tree, BASELINE], {
      cwd: ROOT,
      encoding: "utf8",
    });
    if (worktree.status !== 0) throw new Error(`git worktree add ${BASELINE} failed: ${worktree.stderr}`);
    symlinkSync(join(ROOT, "node_modules"), join(tree, "node_modules"));
    symlinkSync(join(ROOT, "web/node_modules"), join(tree, "web/node_modules"));
    build(join(tree, "web"), join(work, "baseline-dist"));
    build(join(ROOT, "web"), join(work, "today-dist"));
    const before = weigh(join(work, "baseline-dist"));
    const after = weigh(join(work, "today-dist"));
    const growth = after.shell.kb - before.shell.kb;
    const results = {
      baseline: BASELINE,
      landing: { before: before.landing, after: after.landing, targetKb: LANDING_TARGET_KB },
      shell: {
        before: before.shell,
        after: after.shell,
        growthKb: growth,
        growthTargetKb: SHELL_GROWTH_TARGET_KB,
      },
      catalogues: after.catalogues,
    };
    writeResults("languages", results);
    const f = (kb: number) => `${kb.toFixed(1)} KB`;
    console.log(
      `landing page: ${f(before.landing.kb)} → ${f(after.landing.kb)} (target ≤ ${LANDING_TARGET_KB} KB)`,
    );
    console.log(
      `signed-in shell: ${f(before.shell.kb)} → ${f(after.shell.kb)}, +${f(growth)} (target ≤ +15 KB)`,
    );
    for (const [language, kb] of Object.entries(after.catalogues))
      console.log(`catalogue ${language}: ${f(kb)}`);
  } finally {
    spawnSync("git", ["worktree", "remove", "--force", join(work, "baseline")], { cwd: ROOT });
    rmSync(work, { recursive: true, force: true });
  }
}
