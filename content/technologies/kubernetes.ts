import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "kubernetes",
  label: "Kubernetes",
  group: "Cloud & DevOps",
  topic: "Kubernetes",
  heroTitle: "Kubernetes Platform Engineering",
  tagline:
    "Kubernetes platforms your developers can use without becoming cluster experts. We design clusters on EKS, AKS and GKE, automate delivery with Argo CD, tune autoscaling with HPA, KEDA and Karpenter, write operators where they pay off, and keep the cloud bill under control.",
  whyHeading: "A platform for building platforms, best adopted deliberately",
  why: [
    "Kubernetes gives you a common, declarative API for running almost any workload: web services, workers, scheduled jobs, stateful systems and GPU inference. Once a platform is in place, teams ship by committing manifests, and the control plane keeps reconciling reality toward that desired state. It runs on every major cloud and on-premises, which reduces lock-in, and its ecosystem covers most operational needs, from service meshes to policy engines and certificate management.",
    "The real power lies in extending it. Custom resources and operators, written with Kubebuilder or controller-runtime, let us encode operational knowledge, such as provisioning a tenant, rotating credentials or running database failover, as reconcile loops that run themselves. Delivery runs through GitOps with Argo CD: Git is the source of truth, ApplicationSets manage many clusters, and drift is detected and corrected automatically. Rollbacks become a revert, and audits become a commit history.",
    "Elastic capacity only saves money when it is tuned. The Horizontal Pod Autoscaler scales on CPU, memory or custom metrics, KEDA adds event-driven scaling from queues, and Karpenter provisions right-sized nodes, including Spot capacity, in response to pending pods. All of it depends on accurate resource requests. We right-size with real usage data, set PodDisruptionBudgets, and expose per-team costs through OpenCost so that every line of spending has an owner.",
    `Kubernetes carries a real operational tax. Upstream ships three minor releases a year, each patched for roughly fourteen months, and add-ons, APIs and node images must keep pace. Security needs Pod Security Standards, network policies, RBAC and admission control with Kyverno or Gatekeeper. For a small team running a handful of services, Cloud Run, ECS Fargate or Azure Container Apps will often deliver more for less, and in that case they are what ${site.name} recommends.`,
  ],
  thingsWeBuild: [
    "Production clusters on EKS, AKS or GKE defined entirely in Terraform",
    "GitOps delivery with Argo CD, ApplicationSets and progressive rollouts through Argo Rollouts",
    "Custom operators that automate tenant provisioning, backups and failover",
    "Internal developer platforms with golden paths, templates and self-service namespaces",
    "Event-driven autoscaling with KEDA for queue consumers and scheduled jobs",
    "GPU node pools for inference, with time-slicing and scale-to-zero where suitable",
    "Observability stacks using Prometheus, Grafana, Loki and OpenTelemetry",
    "Multi-tenant clusters with network policies, resource quotas and strict RBAC boundaries",
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
    "Upgrade rehearsals in staging every release cycle, with scans for deprecated APIs",
    "Karpenter consolidation and Spot diversification reviewed as instance types change",
    "Policy as code with Kyverno keeps new workloads compliant from their first deploy",
    "OpenCost reports show each team what its namespaces cost every month",
    "SLOs and error budgets decide when to ship features and when to harden",
    "Chaos tests of node loss and zone failure prove workloads recover as designed",
    "CNCF project maturity is weighed before any new tool joins your platform",
    "Cluster upgrades rehearsed in staging, with deprecated-API scans before each minor release",
  ],
  meta: {
    title: "Kubernetes Platforms Adopted Deliberately",
    description:
      "Kubernetes platforms sized to the team that runs them: GitOps delivery, autoscaling and security policies on EKS, AKS or GKE, and simpler options that fit.",
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
