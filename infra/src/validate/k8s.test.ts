import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv } from "@church/api/src/env.ts";
import {
  type AppName,
  adminRoutes,
  allEndpoints,
  appForPath,
  BUFFERED_BODY_MAX_BYTES,
  buildPath,
  crmRoutes,
  DEFAULT_MAX_BODY_BYTES,
  endpoints,
  publicRedirects,
  publicRoutes,
  swahiliPathPrefix,
} from "@church/contracts";
import { parseSettings } from "@church/public-site/src/server/settings.ts";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { parseCompose } from "./compose-schema.ts";
import { type Manifest, manifestErrors, parseManifests } from "./k8s-schema.ts";

/**
 * infra/k8s/*.yaml against the Kubernetes schemas of their kinds, then against each other (selectors,
 * Services, probes, references) and against the routes of the apps (contracts' route tables).
 */
const infra = fileURLToPath(new URL("../../", import.meta.url));
const k8s = join(infra, "k8s");
const files = readdirSync(k8s)
  .filter((f) => f.endsWith(".yaml") && f !== "kustomization.yaml")
  .sort();
const byFile = Object.fromEntries(files.map((f) => [f, parseManifests(readFileSync(join(k8s, f), "utf8"))]));
const all = Object.values(byFile).flat();

type Container = {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
};
type PodSpec = {
  containers: Container[];
  volumes?: { name: string; configMap?: { name: string }; persistentVolumeClaim?: { claimName: string } }[];
  securityContext?: { runAsNonRoot?: boolean };
};
type Workload = Manifest & {
  spec: {
    selector?: { matchLabels: Record<string, string> };
    template: { metadata?: { labels?: Record<string, string> }; spec: PodSpec };
  };
};
type ServiceManifest = Manifest & {
  spec: { selector: Record<string, string>; ports: { port: number; targetPort: string | number }[] };
};
type IngressPath = {
  path: string;
  pathType: "Exact" | "Prefix";
  backend: { service: { name: string; port: { number: number } } };
};
type IngressManifest = Manifest & { spec: { rules: { http: { paths: IngressPath[] } }[]; tls?: unknown[] } };

const ofKind = <T extends Manifest>(kind: string) => all.filter((m) => m.kind === kind) as T[];
const deployments = ofKind<Workload>("Deployment");
const services = ofKind<ServiceManifest>("Service");
const ingresses = ofKind<IngressManifest>("Ingress");
const ingress = ingresses.find((i) => i.metadata.name === "church");
/** Every path of every Ingress: ingress-nginx merges those of one host. */
const ingressPaths = ingresses.flatMap((i) => i.spec.rules.flatMap((r) => r.http.paths));
const apiDeployment = deployments.find((d) => d.metadata.name === "church-api");
const siteDeployment = deployments.find((d) => d.metadata.name === "church-public-site");
type Autoscaler = Manifest & {
  spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number; maxReplicas: number };
};
const autoscalerOf = (name: string) =>
  ofKind<Autoscaler>("HorizontalPodAutoscaler").find((h) => h.spec.scaleTargetRef.name === name);
const configMap = (name: string) =>
  ofKind<Manifest & { data: Record<string, string> }>("ConfigMap").find((m) => m.metadata.name === name);
/** Every pod spec: of the Deployments, the Jobs and the CronJobs' job templates. */
const pods = (): PodSpec[] => [
  ...[...deployments, ...ofKind<Workload>("Job")].map((w) => w.spec.template.spec),
  ...ofKind<Manifest & { spec: { jobTemplate: { spec: Workload["spec"] } } }>("CronJob").map(
    (c) => c.spec.jobTemplate.spec.template.spec,
  ),
];
const matches = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.entries(selector).every(([k, v]) => labels[k] === v);

describe("infra/k8s manifests", () => {
  it("are each valid under the Kubernetes schema of their kind", () => {
    expect(all.length).toBeGreaterThanOrEqual(15);
    for (const manifest of all)
      expect({
        object: `${manifest.kind}/${manifest.metadata?.name}`,
        errors: manifestErrors(manifest),
      }).toEqual({
        object: `${manifest.kind}/${manifest.metadata?.name}`,
        errors: [],
      });
    const kinds = new Set(all.map((m) => m.kind));
    for (const kind of [
      "Deployment",
      "Service",
      "Ingress",
      "HorizontalPodAutoscaler",
      "Job",
      "Secret",
      "ConfigMap",
    ])
      expect(kinds).toContain(kind);
  });

  it("rejects broken manifests (the check can fail)", () => {
    const api = structuredClone(apiDeployment) as Workload;
    expect(manifestErrors({ ...api, spec: { ...api.spec, replicas: "two" } } as Manifest)).not.toEqual([]);
    const { selector: _selector, ...withoutSelector } = api.spec;
    expect(manifestErrors({ ...api, spec: withoutSelector } as Manifest).join()).toContain("selector");
    const portAsText = structuredClone(api);
    portAsText.spec.template.spec.containers = [
      { name: "api", image: "api", ports: [{ containerPort: "3000" as unknown as number }] },
    ];
    expect(manifestErrors(portAsText).join()).toContain("containerPort");
    const regexPath = structuredClone(ingress) as IngressManifest;
    const first = regexPath.spec.rules[0]?.http.paths[0];
    if (first) (first as { pathType: string }).pathType = "Regex";
    expect(manifestErrors(regexPath)).not.toEqual([]);
    expect(manifestErrors({ ...api, metadata: { name: "Church_API" } })).not.toEqual([]);
    expect(
      manifestErrors({ apiVersion: "apps/v1beta1", kind: "Deployment", metadata: { name: "x" } }),
    ).not.toEqual([]);
    expect(() => parseManifests("kind: Service\n  metadata: [")).toThrow();
  });

  it("lives in one namespace and is listed in kustomization.yaml (all but the secret example)", () => {
    for (const m of all)
      if (m.kind !== "Namespace") expect(m.metadata.namespace, `${m.kind}/${m.metadata.name}`).toBe("church");
    const kustomization = parse(readFileSync(join(k8s, "kustomization.yaml"), "utf8")) as {
      resources: string[];
      images: { name: string }[];
    };
    expect([...kustomization.resources].sort()).toEqual(files.filter((f) => f !== "secret.example.yaml"));
    const images = new Set(pods().flatMap((pod) => pod.containers.map((c) => c.image.split(":")[0])));
    expect(new Set(kustomization.images.map((i) => i.name))).toEqual(images);
  });

  it("gives every Deployment a matching selector, a Service, resources and a non-root user", () => {
    for (const d of deployments) {
      const labels = d.spec.template.metadata?.labels;
      expect(matches(d.spec.selector?.matchLabels ?? { none: "" }, labels), d.metadata.name).toBe(true);
      const service = services.find((s) => matches(s.spec.selector, labels));
      expect(service, `Service of ${d.metadata.name}`).toBeDefined();
      const ports = d.spec.template.spec.containers.flatMap((c) => c.ports ?? []);
      for (const port of service?.spec.ports ?? [])
        expect(ports.some((p) => p.name === port.targetPort || p.containerPort === port.targetPort)).toBe(
          true,
        );
      expect(d.spec.template.spec.securityContext?.runAsNonRoot, d.metadata.name).toBe(true);
      for (const c of d.spec.template.spec.containers) {
        expect(c.resources?.requests?.cpu, `${d.metadata.name} cpu request (the HPA needs it)`).toBeDefined();
        expect(c.resources?.limits?.memory, `${d.metadata.name} memory limit`).toBeDefined();
        expect(c.readinessProbe?.httpGet, `${d.metadata.name} readiness`).toBeDefined();
        expect(c.livenessProbe?.httpGet, `${d.metadata.name} liveness`).toBeDefined();
      }
    }
  });

  it("checks the API's readiness on /api/ready and liveness on /api/health, and scales it with an HPA", () => {
    const api = apiDeployment?.spec.template.spec.containers[0];
    expect(api?.readinessProbe?.httpGet?.path).toBe("/api/ready");
    expect(api?.livenessProbe?.httpGet?.path).toBe("/api/health");
    const hpa = autoscalerOf("church-api");
    expect(hpa?.spec.scaleTargetRef).toMatchObject({ kind: "Deployment", name: "church-api" });
    expect(hpa?.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const spec = apiDeployment?.spec as
      | { strategy?: { rollingUpdate?: { maxUnavailable?: number } } }
      | undefined;
    const strategy = spec?.strategy;
    expect(strategy?.rollingUpdate?.maxUnavailable).toBe(0);
  });

  it("runs the public site's own server: probed on /_health, scaled with an HPA, reading the API's Service", () => {
    const site = siteDeployment?.spec.template.spec.containers[0];
    expect(site?.image).toMatch(/\/church\/public-site:/);
    expect(site?.readinessProbe?.httpGet?.path).toBe("/_health");
    expect(site?.livenessProbe?.httpGet?.path).toBe("/_health");
    expect(site?.ports?.[0]?.containerPort).toBe(8080);
    const hpa = autoscalerOf("church-public-site");
    expect(hpa?.spec.scaleTargetRef.kind).toBe("Deployment");
    expect(hpa?.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa?.spec.maxReplicas).toBeGreaterThan(hpa?.spec.minReplicas ?? 0);
    const spec = siteDeployment?.spec as { strategy?: { rollingUpdate?: { maxUnavailable?: number } } };
    expect(spec.strategy?.rollingUpdate?.maxUnavailable).toBe(0);
    expect(ofKind("PodDisruptionBudget").map((p) => p.metadata.name)).toContain("church-public-site");
    // Its settings, as it parses them; API_ORIGIN is the API's Service inside the cluster.
    const config = configMap("church-public-site-config");
    expect(site?.envFrom?.map((from) => from.configMapRef?.name)).toContain("church-public-site-config");
    const settings = parseSettings({ ...config?.data });
    const api = new URL(settings.API_ORIGIN);
    const apiService = services.find((s) => s.metadata.name === api.hostname);
    expect(apiService?.spec.ports.map((p) => p.port)).toContain(Number(api.port));
    expect(
      matches(apiService?.spec.selector ?? { none: "" }, apiDeployment?.spec.template.metadata?.labels),
    ).toBe(true);
    expect(settings.PUBLIC_BASE_URL).toBe(configMap("church-api-config")?.data.PUBLIC_BASE_URL);
    expect(settings.REMOTE_PUBLIC_SITE).toBe("/_mf/site/remoteEntry.js");
    expect(() => parseSettings({ ...config?.data, API_ORIGIN: "church-api" })).toThrow("API_ORIGIN");
  });

  it("refers only to ConfigMaps, Secrets and volume claims that exist, and the secret example holds no real secret", () => {
    const names = (kind: string) => new Set(ofKind(kind).map((m) => m.metadata.name));
    for (const pod of pods()) {
      for (const from of pod.containers.flatMap((c) => c.envFrom ?? [])) {
        if (from.configMapRef) expect(names("ConfigMap")).toContain(from.configMapRef.name);
        if (from.secretRef) expect(names("Secret")).toContain(from.secretRef.name);
      }
      for (const v of pod.volumes ?? []) {
        if (v.configMap) expect(names("ConfigMap")).toContain(v.configMap.name);
        if (v.persistentVolumeClaim)
          expect(names("PersistentVolumeClaim")).toContain(v.persistentVolumeClaim.claimName);
      }
    }
    const secret = ofKind<Manifest & { stringData: Record<string, string> }>("Secret")[0];
    for (const [key, value] of Object.entries(secret?.stringData ?? {}))
      expect(value === "" || /CHANGE-ME|example\.org/.test(value), key).toBe(true);
  });

  it("gives the API, from the ConfigMap and the Secret, a production configuration it refuses until each placeholder is replaced", () => {
    const config = ofKind<Manifest & { data: Record<string, string> }>("ConfigMap").find(
      (m) => m.metadata.name === "church-api-config",
    );
    const example = ofKind<Manifest & { stringData: Record<string, string> }>("Secret")[0];
    expect(() => parseEnv({ ...config?.data, ...example?.stringData })).toThrow(
      /JWT_SECRET: still the example's placeholder/,
    );
    // What an operator puts in place of each CHANGE-ME (`openssl rand -base64 48`, URL-safe here).
    const secret = {
      stringData: Object.fromEntries(
        Object.entries(example?.stringData ?? {}).map(([key, value]) => [
          key,
          value.replace(/CHANGE-ME[\w-]*/g, () => randomBytes(36).toString("base64url")),
        ]),
      ),
    };
    const parsed = parseEnv({ ...config?.data, ...secret.stringData });
    expect(parsed).toMatchObject({
      NODE_ENV: "production",
      DEMO_MODE: false,
      SERVE_APPS: false,
      STORAGE_DRIVER: "s3",
    });
    expect(parsed.COOKIE_SECURE).toBe(true);
    expect(() => parseEnv({ ...config?.data, ...secret?.stringData, JWT_SECRET: "" })).toThrow("JWT_SECRET");
  });

  it("migrates with the API's image and the same command as the compose stack", () => {
    const job = ofKind<Workload>("Job")[0];
    const container = job?.spec.template.spec.containers[0];
    expect(container?.image).toBe(apiDeployment?.spec.template.spec.containers[0]?.image);
    const compose = parseCompose(readFileSync(join(infra, "compose.yaml"), "utf8")) as {
      services: { migrate: { command: string[] } };
    };
    expect(container?.command).toEqual(compose.services.migrate.command);
  });
});

/** Which backend Kubernetes picks for a path: an Exact match, else the longest Prefix by whole segments. */
function ingressBackend(paths: IngressPath[], path: string): string | undefined {
  const exact = paths.find((p) => p.pathType === "Exact" && p.path === path);
  if (exact) return exact.backend.service.name;
  const segments = (p: string) => p.split("/").filter(Boolean);
  const prefixes = paths
    .filter((p) => p.pathType === "Prefix")
    .filter((p) => {
      const want = segments(p.path);
      const have = segments(path);
      return want.every((s, i) => have[i] === s);
    })
    .sort((a, b) => b.path.length - a.path.length);
  return prefixes[0]?.backend.service.name;
}

/** The `server { ... }` block of an nginx configuration that listens on `port`. */
function serverBlock(conf: string, port: number): string {
  const blocks = conf.split(/^server\s*\{/m).slice(1);
  const block = blocks.find((b) => new RegExp(`^\\s*listen\\s+${port};`, "m").test(b));
  if (!block) throw new Error(`no server listening on ${port}`);
  return block;
}

/** Which upstream nginx picks for a path in the gateway's server block (=, then longest prefix / ^~, then regex). */
function gatewayBackend(conf: string, path: string): string | undefined {
  const locations = [...conf.matchAll(/location\s+(=|~\*?|\^~)?\s*(\S+)\s*\{([^}]*)\}/g)].map((m) => ({
    modifier: m[1] ?? "",
    pattern: m[2] as string,
    body: m[3] as string,
  }));
  const target = (body: string) =>
    /return\s+30[12]/.test(body)
      ? "redirect"
      : (/alias\s+(\S+);/.exec(body)?.[1] ?? /proxy_pass\s+http:\/\/(\w+)/.exec(body)?.[1]);
  const exact = locations.find((l) => l.modifier === "=" && l.pattern === path);
  if (exact) return target(exact.body);
  const prefix = locations
    .filter((l) => (l.modifier === "" || l.modifier === "^~") && path.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (prefix?.modifier !== "^~") {
    const regex = locations.find(
      (l) => l.modifier.startsWith("~") && new RegExp(l.pattern, l.modifier === "~*" ? "i" : "").test(path),
    );
    if (regex) return target(regex.body);
  }
  return prefix ? target(prefix.body) : undefined;
}

describe("routes of the one origin", () => {
  const concrete = (pattern: string) => pattern.replace(/:[A-Za-z0-9_]+/g, "sample-slug");
  const pages = [
    ...publicRoutes,
    ...publicRoutes.map((route) => `${swahiliPathPrefix}${route === "/" ? "" : route}`),
    ...Object.keys(publicRedirects),
    ...adminRoutes,
    ...crmRoutes,
    "/admin/users",
    "/admin/crm/",
    "/no-such-page",
    "/sw/no-such-page",
    "/sitemap.xml",
    "/robots.txt",
  ].map(concrete);
  // The public site's server answers the rest: its 404 page, sitemap.xml, robots.txt, redirects.
  const expected = (path: string): AppName => appForPath(path) ?? "publicSite";
  const files: Record<string, string> = {
    "/api/events": "api",
    "/api/auth/login": "api",
    "/api/ready": "api",
    "/_mf/remotes.json": "publicSite",
    "/_mf/admin/remoteEntry.js": "adminPortal",
    "/_mf/admin/assets/index-abc123.js": "adminPortal",
    "/_mf/crm/remoteEntry.js": "pastorCrm",
    "/_mf/site/remoteEntry.js": "publicSite",
    "/_mf/site/assets/exposed-abc123.js": "publicSite",
    "/assets/index-abc123.js": "publicSite",
  };

  it("the Ingress sends every page of every app, the API and the apps' files where the one-origin server does", () => {
    const paths = ingressPaths;
    const apps: Record<string, string> = {
      "church-public-site": "publicSite",
      "church-admin-portal": "adminPortal",
      "church-pastor-crm": "pastorCrm",
      "church-api": "api",
    };
    for (const page of pages)
      expect({ page, app: apps[ingressBackend(paths, page) ?? ""] }).toEqual({ page, app: expected(page) });
    for (const [file, app] of Object.entries(files))
      expect({ file, app: apps[ingressBackend(paths, file) ?? ""] }).toEqual({ file, app });
    for (const p of paths) expect(services.map((s) => s.metadata.name)).toContain(p.backend.service.name);
    expect(ingress?.spec.tls?.length).toBeGreaterThan(0);
    // The stream of published changes is for the site's pods inside the cluster: the Ingress sends it to
    // the public site's server, which answers 404 for any /api/ path.
    expect(ingressBackend(paths, endpoints.publishedChanges.stream.path)).toBe("church-public-site");
    expect(ingressBackend(paths, "/api/published-changes-and-more")).toBe("church-api");
  });

  it("the gateway does the same (infra/gateway/nginx.conf, its public server)", () => {
    const conf = serverBlock(readFileSync(join(infra, "gateway", "nginx.conf"), "utf8"), 8080);
    const upstreams: Record<string, string> = {
      church_public_site: "publicSite",
      church_admin_portal: "adminPortal",
      church_pastor_crm: "pastorCrm",
      church_api: "api",
      church_api_internal: "api",
    };
    // The old public addresses too: the public site's server redirects them, in both languages.
    for (const page of pages)
      expect({ page, app: upstreams[gatewayBackend(conf, page) ?? ""] }).toEqual({
        page,
        app: expected(page),
      });
    for (const [file, app] of Object.entries(files))
      expect({ file, app: upstreams[gatewayBackend(conf, file) ?? ""] }).toEqual({ file, app });
    // Prometheus scrapes the instances directly; visitors get no metrics through the gateway, nor the
    // stream of published changes (the site's server reads it on the internal port, 8081).
    expect(gatewayBackend(conf, "/api/metrics")).toBeUndefined();
    expect(gatewayBackend(conf, endpoints.publishedChanges.stream.path)).toBeUndefined();
    expect(gatewayBackend(conf, "/api/published-changes-and-more")).toBe("church_api");
    const internal = serverBlock(readFileSync(join(infra, "gateway", "nginx.conf"), "utf8"), 8081);
    expect(gatewayBackend(internal, endpoints.publishedChanges.stream.path)).toBe("church_api_internal");
    expect(gatewayBackend(internal, "/events")).toBeUndefined();
  });
});

/** "4m", "501m", "64k" (nginx sizes) in bytes. */
const bytesOf = (size: string | undefined) => {
  const match = /^(\d+)([kmg]?)$/i.exec(size?.trim() ?? "");
  if (!match) throw new Error(`not an nginx size: ${size}`);
  const unit = { "": 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(match[2] ?? "").toLowerCase()] ?? 1;
  return Number(match[1]) * unit;
};

describe("request body sizes at the gateway and the Ingress", () => {
  const limitOf = (e: (typeof allEndpoints)[number]) => e.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const uploads = allEndpoints.filter((e) => limitOf(e) > BUFFERED_BODY_MAX_BYTES);
  const sample = (path: string) =>
    buildPath(path, Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, n]) => [n, "abc"])));
  const largestUpload = Math.max(...uploads.map(limitOf));

  // Before: 600 MB everywhere, while the API held up to 1 MB of a JSON body and a pod had 512 MiB.
  it("allow large bodies only on the upload routes, as large as the API allows them", () => {
    expect(uploads.length).toBeGreaterThan(0);
    for (const e of uploads) expect(e.multipart, `${e.method} ${e.path}`).toBe(true);
    const conf = serverBlock(readFileSync(join(infra, "gateway", "nginx.conf"), "utf8"), 8080);
    const serverLevel = /^ {4}client_max_body_size\s+(\S+);/m.exec(conf)?.[1];
    expect(bytesOf(serverLevel)).toBe(BUFFERED_BODY_MAX_BYTES);
    const large = [...conf.matchAll(/location\s+~\s+(\S+)\s*\{[^}]*client_max_body_size\s+(\S+);/g)];
    expect(large).toHaveLength(1);
    const [, pattern = "", size] = large[0] ?? [];
    expect(bytesOf(size)).toBe(largestUpload);
    for (const e of uploads) expect(new RegExp(pattern).test(sample(e.path)), e.path).toBe(true);
    for (const path of [
      "/api/events",
      "/api/audio-services/abc/file",
      "/api/media-library/abc/alt",
      "/api/crm/import",
      "/api/text-messages/twilio/inbound",
    ])
      expect(new RegExp(pattern).test(path), path).toBe(false);

    const sizeOf = (i: IngressManifest | undefined) =>
      bytesOf(
        (i?.metadata as { annotations?: Record<string, string> })?.annotations?.[
          "nginx.ingress.kubernetes.io/proxy-body-size"
        ],
      );
    expect(sizeOf(ingress)).toBe(BUFFERED_BODY_MAX_BYTES);
    const uploadIngress = ingresses.find((i) => i !== ingress);
    expect(sizeOf(uploadIngress)).toBe(largestUpload);
    const uploadPaths = uploadIngress?.spec.rules.flatMap((r) => r.http.paths) ?? [];
    expect(uploadPaths.map((p) => p.path)).toEqual(["/api/audio-services", "/api/media-library"]);
    for (const e of uploads) expect(ingressBackend(uploadPaths, sample(e.path)), e.path).toBe("church-api");
  });
});
