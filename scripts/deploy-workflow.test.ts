import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { API_ZIP, DEPLOY_DIR, WEB_DIR } from "./package";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string | number | boolean>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: Record<string, { needs?: string; steps: Step[] }>;
}

// GitHub Actions cannot run here: the workflow is read as GitHub reads it and held to what the repository has.
const workflow = parse(readFileSync(join(ROOT, ".github/workflows/deploy.yml"), "utf8")) as Workflow;
const scripts = (
  JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
).scripts;
const commands = (job: string) =>
  workflow.jobs[job]?.steps.flatMap((step) => (step.run ? [step.run.trim()] : [])) ?? [];

describe("the deploy workflow (.github/workflows/deploy.yml)", () => {
  it("runs on main, signs in to Azure with OpenID Connect, and deploys only after the build job passed", () => {
    expect(Object.keys(workflow.on)).toEqual(["push", "workflow_dispatch"]);
    expect(workflow.permissions).toEqual({ contents: "read", "id-token": "write" });
    expect(workflow.jobs.deploy?.needs).toBe("build");
    expect(workflow.jobs.deploy?.steps.some((step) => step.uses?.startsWith("azure/login@"))).toBe(true);
  });

  it("installs, typechecks, lints, checks the infrastructure and tests as CI does, then builds and packages once", () => {
    const build = commands("build");
    const ci = readFileSync(join(ROOT, ".ci/run"), "utf8")
      .split("\n")
      .filter((line) => /^npm /.test(line));
    // The same gate as CI (.ci/run), in the same order, before anything is built for Azure.
    expect(build.slice(0, ci.length)).toEqual(ci);
    expect(build.slice(ci.length)).toEqual(["npm run build", "npm run package"]);
    expect(
      [...commands("build"), ...commands("deploy")].filter((run) => run.includes("npm run build")),
    ).toHaveLength(1);
  });

  it("names only scripts the repository has", () => {
    const named = [...commands("build"), ...commands("deploy")].flatMap((run) =>
      [...run.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1] ?? ""),
    );
    expect(named.filter((script) => !scripts[script])).toEqual([]);
    expect(scripts.test).toBeDefined();
  });

  it("deploys the packaged artifacts as built: the API's zip to the Function App, the site to the Static Web App", () => {
    const upload = workflow.jobs.build?.steps.find((step) =>
      step.uses?.startsWith("actions/upload-artifact@"),
    );
    const download = workflow.jobs.deploy?.steps.find((step) =>
      step.uses?.startsWith("actions/download-artifact@"),
    );
    expect(upload?.with?.path).toBe(`${DEPLOY_DIR}/`);
    expect(download?.with).toEqual({ name: upload?.with?.name, path: `${DEPLOY_DIR}/` });
    const deploy = commands("deploy").join("\n");
    expect(deploy).toContain(`az functionapp deployment source config-zip`);
    expect(deploy).toContain(`--src ${DEPLOY_DIR}/${API_ZIP}`);
    const site = workflow.jobs.deploy?.steps.find((step) =>
      step.uses?.startsWith("Azure/static-web-apps-deploy@"),
    );
    expect(site?.with).toMatchObject({ app_location: `${DEPLOY_DIR}/${WEB_DIR}`, skip_app_build: true });
  });

  it("runs the infrastructure program in infra/ and uses only outputs it exports", () => {
    const infra = workflow.jobs.deploy?.steps.find((step) => step.uses?.startsWith("pulumi/actions@"));
    expect(infra?.with).toMatchObject({ command: "up", "work-dir": "infra" });
    expect(existsSync(join(ROOT, "infra/Pulumi.yaml"))).toBe(true);
    const exported = [
      ...readFileSync(join(ROOT, "infra/index.ts"), "utf8").matchAll(/export const (\w+)/g),
    ].map((match) => match[1]);
    const used = [
      ...JSON.stringify(workflow.jobs.deploy).matchAll(
        new RegExp(`steps\\.${infra?.id}\\.outputs\\.(\\w+)`, "g"),
      ),
    ].map((match) => match[1]);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !exported.includes(name))).toEqual([]);
  });
});
