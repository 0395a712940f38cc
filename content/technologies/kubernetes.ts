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
    "Upgrades kept within your provider's standard support (extended support on EKS costs six times the fee), retiring cgroup v1 and Ingress NGINX on the way",
    "Log shippers deployed as native sidecars, stable since Kubernetes 1.33: they start with the pod's init sequence and stop after the main container",
    "Gateway API routing through an implementation such as Envoy Gateway, with traffic split by weight or header in the route itself",
    "Inference GPUs shared between pods, which claim them through Dynamic Resource Allocation, generally available since Kubernetes 1.34",
    "Istio's ambient mode, generally available since 1.24, for meshes where per-pod proxies would cost more memory than the mesh is worth",
    "CPU and memory resized in place, stable since Kubernetes 1.35, for workloads that lose state on a restart",
    "Model traffic routed by the Gateway API Inference Extension, which sends each request to the model server with the most headroom",
    "Admission rules written as ValidatingAdmissionPolicy, built into the API server, where a webhook would be one more service to run",
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
