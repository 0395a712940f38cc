import type { ExpertisePage } from "../schema";

export default {
  slug: "kubernetes",
  label: "Kubernetes",
  group: "Cloud & DevOps",
  topic: "Kubernetes",
  heroTitle: "Kubernetes Platform Engineering",
  tagline:
    "Your developers deploy through Git to Kubernetes on the cloud you already use; your platform team, or ours under a support agreement, runs it.",
  whyHeading: "A platform for building platforms, best adopted deliberately",
  why: [
    "The first question is who will run the platform: a single app with nobody to own a cluster starts on Cloud Run or another serverless container service. Kubernetes ships three minor releases a year, each patched for about fourteen months, and whoever owns the platform owns that calendar, add-ons and security policies included.",
    "For that owner, Kubernetes offers one declarative API for almost any workload: web services, workers, scheduled jobs, stateful systems and GPU inference. Teams ship by committing manifests, the control plane keeps reconciling the cluster towards that desired state, and the same API runs on all the major clouds and on-premises.",
    "Custom resources and operators, written with Kubebuilder, encode operational knowledge such as provisioning a tenant or running database failover as reconcile loops. Delivery runs through GitOps with Argo CD: Git is the source of truth, ApplicationSets roll the same configuration out to many clusters, drift is corrected automatically, a rollback becomes a revert and the audit trail is the commit history.",
    "The Horizontal Pod Autoscaler and KEDA scale pods on metrics and queue depth, and Karpenter or node auto-provisioning adds right-sized nodes, Spot capacity included. None of it saves money unless resource requests are accurate: we right-size from real usage and report per-team costs through OpenCost.",
  ],
  thingsWeBuild: [
    "Production clusters on your cloud's managed Kubernetes service, defined entirely in Terraform",
    "GitOps delivery with Argo CD, ApplicationSets and progressive rollouts through Argo Rollouts",
    "Custom operators that automate tenant provisioning, backups and failover",
    "Internal developer platforms with golden paths, templates and self-service namespaces",
    "Event-driven autoscaling with KEDA for queue consumers and scheduled jobs",
    "GPU node pools for inference, with time-slicing and scale-to-zero where suitable",
    "Observability stacks using Prometheus, Grafana, Loki and OpenTelemetry",
    "Multi-tenant clusters with network policies, resource quotas and strict role-based access control",
  ],
  challengesWeSolve: [
    "Clusters several versions behind and facing forced upgrades from the cloud provider",
    "Overprovisioned nodes and inflated requests quietly wasting compute",
    "Pods evicted or throttled because requests and limits were guesswork",
    "Helm charts copied between repositories and drifting out of sync",
    "Secrets committed to Git, replaced with External Secrets Operator and a cloud vault",
    "Ad hoc kubectl changes that make the live state impossible to audit",
    "Noisy neighbours in shared clusters degrading business-critical services",
    "Spot interruptions causing outages because disruption budgets were missing",
  ],
  howWeKeepYouAhead: [
    "Minor-version upgrades are rehearsed in staging within standard support, as Amazon EKS charges six times the hourly fee for a cluster on extended support",
    "Log shippers are deployed as native sidecars, stable since Kubernetes 1.33: they start with the pod's init sequence and stop after the main container",
    "Node images move to containerd 2 and cgroup v2, since Kubernetes 1.35 is the last release for containerd 1.x and its kubelet refuses cgroup v1 nodes by default",
    "Several pods can share one inference GPU by claiming it through Dynamic Resource Allocation, generally available since Kubernetes 1.34",
    "Service meshes run in Istio's ambient mode, production-ready since November 2024, where per-pod proxies would cost more memory than the mesh is worth",
    "Workloads that lose state on a restart have CPU and memory resized in place, which Kubernetes 1.35 made stable",
    "Clusters still on Ingress NGINX, unmaintained since March 2026, are moved to a Gateway API implementation such as Envoy Gateway",
    "Controllers and scripts still reading the Endpoints API are moved to EndpointSlices: from Kubernetes 1.33 the API server answers each use with a warning",
  ],
  meta: {
    title: "Kubernetes Platforms Adopted Deliberately",
    description:
      "Kubernetes platforms sized to the team that runs them: managed clusters with GitOps delivery, autoscaling and security policies, or a simpler container service.",
    keywords: [
      "kubernetes consulting",
      "platform engineering",
      "gitops",
      "argo cd",
      "karpenter",
      "kubernetes cost optimisation",
    ],
  },
} satisfies ExpertisePage;
