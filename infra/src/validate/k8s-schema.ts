import { Deployment } from "kubernetes-models/apps/v1/Deployment";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler";
import { CronJob } from "kubernetes-models/batch/v1/CronJob";
import { Job } from "kubernetes-models/batch/v1/Job";
import { Ingress } from "kubernetes-models/networking.k8s.io/v1/Ingress";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1/PodDisruptionBudget";
import { ConfigMap } from "kubernetes-models/v1/ConfigMap";
import { Namespace } from "kubernetes-models/v1/Namespace";
import { PersistentVolumeClaim } from "kubernetes-models/v1/PersistentVolumeClaim";
import { Secret } from "kubernetes-models/v1/Secret";
import { Service } from "kubernetes-models/v1/Service";
import { parseAllDocuments } from "yaml";

/** A manifest's object as written (apiVersion, kind, metadata, spec, ...). */
export type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
} & Record<string, unknown>;

type ModelClass = new (data: never) => { validate(): void };

/**
 * The kinds these manifests use, each with the model of kubernetes-models, which validates an object
 * against the Kubernetes OpenAPI schema of that apiVersion and kind (types, required fields, enums,
 * formats). A kind not listed here is an error, not a pass.
 */
const models: Record<string, ModelClass> = {
  "v1/Namespace": Namespace as unknown as ModelClass,
  "v1/ConfigMap": ConfigMap as unknown as ModelClass,
  "v1/Secret": Secret as unknown as ModelClass,
  "v1/Service": Service as unknown as ModelClass,
  "apps/v1/Deployment": Deployment as unknown as ModelClass,
  "autoscaling/v2/HorizontalPodAutoscaler": HorizontalPodAutoscaler as unknown as ModelClass,
  "batch/v1/Job": Job as unknown as ModelClass,
  "batch/v1/CronJob": CronJob as unknown as ModelClass,
  "v1/PersistentVolumeClaim": PersistentVolumeClaim as unknown as ModelClass,
  "networking.k8s.io/v1/Ingress": Ingress as unknown as ModelClass,
  "policy/v1/PodDisruptionBudget": PodDisruptionBudget as unknown as ModelClass,
};

/** The objects of a multi-document YAML file; a YAML error throws. */
export function parseManifests(text: string): Manifest[] {
  return parseAllDocuments(text)
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(doc.errors.map((e) => e.message).join("; "));
      return doc.toJS() as Manifest | null;
    })
    .filter((m): m is Manifest => m !== null);
}

/** What the Kubernetes schema of the object's kind finds wrong with it ([] when valid). */
export function manifestErrors(manifest: Manifest): string[] {
  const model = models[`${manifest?.apiVersion}/${manifest?.kind}`];
  if (!model) return [`no schema for apiVersion ${manifest?.apiVersion} kind ${manifest?.kind}`];
  const errors: string[] = [];
  if (!manifest.metadata?.name) errors.push("metadata.name is required");
  else if (
    !/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(manifest.metadata.name) ||
    manifest.metadata.name.length > 63
  )
    errors.push(`metadata.name ${manifest.metadata.name} is not a DNS-1123 label`);
  try {
    new model(manifest as never).validate();
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
  }
  return errors;
}
