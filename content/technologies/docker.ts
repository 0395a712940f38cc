import type { ExpertisePage } from "../schema";

export default {
  slug: "docker",
  label: "Docker",
  group: "Cloud & DevOps",
  topic: "Docker",
  heroTitle: "Docker and Container Engineering",
  tagline:
    "Small, reproducible container images reach production scanned for known vulnerabilities and signed by the pipeline.",
  whyHeading: "Containers as the contract between your code and your infrastructure",
  why: [
    "A container image packages your application with exactly the runtime, libraries and configuration it needs, and the artefact tested in CI is the one that runs on a laptop and in production.",
    "Our Dockerfiles use multi-stage builds that leave compilers behind, BuildKit cache mounts for fast rebuilds, and distroless or Chainguard bases where the application allows. Processes run as a non-root user, base images are pinned by digest, and buildx produces amd64 and arm64 variants. Containers share the host kernel: untrusted code runs in a gVisor sandbox or a Firecracker microVM.",
    "Each image we build is scanned with Trivy, carries an SBOM in SPDX or CycloneDX format and is signed with Sigstore cosign, with SLSA build provenance. Enterprise buyers increasingly ask for that evidence, and the EU Cyber Resilience Act will require an SBOM for products with digital elements.",
    "Local development runs on Docker Compose or Dev Containers, with the same images as production and one command to start the stack. Commercial use of Docker Desktop is free only below 250 employees and $10 million in annual revenue; above that we budget the subscription or set developers up with Podman Desktop.",
  ],
  thingsWeBuild: [
    "Multi-stage Dockerfiles that produce small production images running as non-root",
    "Multi-architecture images for amd64 and arm64 built with docker buildx",
    "CI pipelines that build, scan, sign and push images to a private registry",
    "Docker Compose and Dev Containers setups that start a full stack with one command",
    "SBOMs generated with Syft or BuildKit attestations and attached to the release they describe",
    "Hardened base images maintained centrally and shared across your teams",
    "Legacy applications containerised and prepared for the orchestrator you already run",
    "Registry policies with retention rules, immutable tags and vulnerability gates",
  ],
  challengesWeSolve: [
    "Images weighing gigabytes because build tools and caches were shipped to production",
    "Critical CVEs sitting in base images with nobody notified",
    "Containers running as root with writable filesystems and excess Linux capabilities",
    "Slow builds caused by layer ordering that invalidates the dependency layers whenever any source file changes",
    "Secrets baked into image layers and exposed to anyone with registry access",
    "Local environments that drift from production and hide integration bugs",
    "Mutable tags such as latest that change behaviour between deployments",
    "Enterprise customers requesting SBOMs and signed artefacts as a condition of purchase",
  ],
  howWeKeepYouAhead: [
    "Pipeline signing moved from Docker Content Trust to Sigstore: the Notary service behind Content Trust shuts down on 8 December 2026",
    "Dockerfile build checks in CI, failing a pull request on the mistakes BuildKit flags",
    "CI pulls routed through an authenticated mirror, clear of Docker Hub's anonymous limit of ten pulls an hour per address (April 2025)",
    "Scanning that feeds Cyber Resilience Act reports: exploited flaws notified within 24 hours since 11 September 2026, other duties due from 11 December 2027",
    "Docker Hardened Images, free in their Community tier, compared with your current base images on size and open findings",
    "Hosts moved to the containerd image store, the default for fresh Docker Engine 29 installs, where multi-platform images and their attestations stay local",
    "Local language models served through Docker Model Runner and pulled like images, for developers building AI features offline",
    "Accepted findings recorded in a machine-readable exploitability statement that scanners read, and reviewed when an upstream fix ships",
  ],
  meta: {
    title: "Docker Images: Small, Scanned and Signed",
    description:
      "Docker images built small, scanned and signed, shipped with SBOMs and build provenance, plus local development setups that match production closely.",
    keywords: [
      "docker consulting",
      "containerisation",
      "dockerfile optimisation",
      "container security",
      "sbom",
      "image scanning",
    ],
  },
} satisfies ExpertisePage;
