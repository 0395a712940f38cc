import type { ExpertisePage } from "../schema";

export default {
  slug: "docker",
  label: "Docker",
  group: "Cloud & DevOps",
  topic: "Docker",
  heroTitle: "Docker and Container Engineering",
  tagline:
    "Container images that are small, reproducible and safe to run. We write multi-stage Dockerfiles, build for several CPU architectures, scan and sign every image, produce SBOMs your customers can audit, and give developers local environments that match production.",
  whyHeading: "Containers as the contract between your code and your infrastructure",
  why: [
    "A container image packages your application with exactly the runtime, libraries and configuration it needs, so the artefact tested in CI is the one that reaches production. That single property removes a long list of 'works on my machine' problems. The same image runs on a developer laptop, in Kubernetes, on Cloud Run, on ECS or on Azure Container Apps, which keeps your hosting options open and makes onboarding new engineers much faster.",
    "Good images take discipline. We use multi-stage builds so compilers and build tools never ship, BuildKit cache mounts to keep builds fast, and minimal bases such as distroless or Chainguard images where the application allows. Alpine is smaller but uses musl, which can surprise Python and Node.js native modules. Processes run as a non-root user, base images are pinned by digest, and buildx produces amd64 and arm64 variants for Graviton servers and Apple silicon laptops.",
    "Supply-chain security is now a buyer requirement. Every image we build is scanned with Trivy, Grype or Docker Scout, carries an SBOM in SPDX or CycloneDX format, and is signed with Sigstore cosign, with build provenance aligned to SLSA. That evidence helps with enterprise security questionnaires and with obligations under the EU Cyber Resilience Act. Rootless Docker or Podman limits what an escaped process could do on the host.",
    "Containers share the host kernel, so they are a weaker isolation boundary than virtual machines; untrusted code deserves gVisor, Kata Containers or Firecracker. A static marketing site belongs on a CDN, and small event handlers may be simpler as functions. Docker Desktop also requires a paid subscription in larger organisations, so we check licensing and offer alternatives such as Podman Desktop or Colima where they suit your team.",
  ],
  thingsWeBuild: [
    "Multi-stage Dockerfiles that produce small production images running as non-root",
    "Multi-architecture images for amd64 and arm64 built with docker buildx",
    "CI pipelines that build, scan, sign and push images to a private registry",
    "Docker Compose and Dev Containers setups that start a full stack with one command",
    "SBOMs generated with Syft or BuildKit attestations and attached to every release",
    "Hardened base images maintained centrally and shared across your teams",
    "Legacy applications containerised and prepared for Kubernetes, ECS or Cloud Run",
    "Registry policies with retention rules, immutable tags and vulnerability gates",
  ],
  challengesWeSolve: [
    "Images weighing gigabytes because build tools and caches were shipped to production",
    "Critical CVEs sitting in base images with nobody notified",
    "Containers running as root with writable filesystems and excess Linux capabilities",
    "Slow builds caused by layer ordering that invalidates the cache on every commit",
    "Secrets baked into image layers and exposed to anyone with registry access",
    "Local environments that drift from production and hide integration bugs",
    "Mutable tags such as latest that change behaviour between deployments",
    "Enterprise customers requesting SBOMs and signed artefacts as a condition of purchase",
  ],
  howWeKeepYouAhead: [
    "Automated base image rebuilds pick up security patches without waiting for a release",
    "Admission policies reject unsigned images or those with unresolved critical findings",
    "Vulnerability reports prioritise reachable, exploitable issues over raw CVE counts",
    "Image size and build time are tracked in CI so regressions show up at once",
    "Hadolint enforces Dockerfile conventions across every repository",
    "Stored provenance and SBOMs support audits long after a version has shipped",
    "Runtimes such as containerd and Podman are re-evaluated as the tooling evolves",
    "Base images rebuilt on a schedule, so security patches land without waiting for a code change",
  ],
  meta: {
    title: "Docker Images That Are Small, Signed and Secure",
    description:
      "Container images your security reviewers and enterprise buyers will accept: small, scanned, signed and shipped with SBOMs, with dev setups matching production.",
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
