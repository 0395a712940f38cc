import type { ExpertisePage } from "../schema";
import { site } from "../site";

export default {
  slug: "go",
  label: "Go (Golang)",
  group: "Backend",
  topic: "Go",
  heroTitle: "Go Development",
  tagline:
    "Go is a language for services that must stay simple, fast and easy to operate. We write Go back ends, gRPC services and infrastructure tools that compile to small static binaries, start almost instantly and remain readable long after their original authors have moved on.",
  whyHeading: "Why Go suits services that must run quietly for years",
  why: [
    "Go was designed for large codebases maintained by changing teams, and it shows. The language is small, formatting is settled once and for all by gofmt, and the Go 1 compatibility promise means code written years ago still compiles today. There are few clever tricks to argue about in review. For a client, that translates into cheaper onboarding and less risk when the people who wrote a service are no longer around to explain it.",
    "Concurrency is part of the language itself. Goroutines are cheap enough to start one per request or per task, channels and the context package give clear patterns for cancellation and timeouts, and the race detector catches many data races during testing. Combined with a low-latency garbage collector, this makes Go a natural fit for API gateways, streaming pipelines, proxies and anything that fans out calls to other services.",
    "Deployment is refreshingly plain. A Go service compiles to one static binary that can run in a distroless or scratch container image of a few megabytes, and fast start-up suits autoscaling and serverless platforms. Cross-compiling for Linux, macOS, Windows or ARM needs only two environment variables. gRPC with Protocol Buffers gives typed contracts between services, and pprof lets us profile production processes without installing extra agents.",
    `Error handling is verbose, the type system stays deliberately plain even with generics, and domain-heavy business applications with rich object models often read better in C#, Kotlin or Python. ORM support is thin, so we usually write SQL with sqlc or pgx. Libraries for machine learning and data science lag far behind Python. ${site.name} recommends Go where operational simplicity outweighs those costs.`,
  ],
  thingsWeBuild: [
    "Microservices speaking gRPC, with Protocol Buffers contracts managed through Buf",
    "High-throughput REST APIs on the standard library router or chi",
    "API gateways, reverse proxies and rate limiters",
    "Event consumers for Kafka, NATS or Google Cloud Pub/Sub",
    "Kubernetes operators and controllers built with controller-runtime",
    "Command-line tools distributed as single binaries for every platform",
    "Ingestion pipelines that stream, transform and batch-write records",
    "Notification services that fan out to many downstream systems",
  ],
  challengesWeSolve: [
    "Goroutine leaks found with pprof and fixed through proper context cancellation",
    "Data races caught by running the whole test suite with the race detector",
    "Slow Python or Node.js services rewritten in Go where profiling justifies it",
    "Bloated container images cut down to distroless builds",
    "Unclear error handling replaced with wrapped errors and consistent logging",
    "Drifting service contracts unified behind versioned Protobuf schemas",
    "Garbage-collection pressure eased by removing allocations on hot paths",
    "Tangled package layouts reorganised around clear internal boundaries",
  ],
  howWeKeepYouAhead: [
    "Linting with golangci-lint, staticcheck and go vet enforced on every commit",
    "Table-driven tests plus native fuzzing from the standard testing package",
    "Benchmarks in CI so performance regressions surface before release",
    "Structured logging with log/slog and distributed traces through OpenTelemetry",
    "Breaking-change detection on Protobuf schemas with buf breaking",
    "Vulnerability scans with govulncheck that flag only code paths you actually reach",
    "Moving to each new Go release soon after it ships",
    "Profile-guided optimisation for services where CPU cost matters",
  ],
  meta: {
    title: "Go Development for Services That Run Quietly",
    description:
      "Go services and APIs that deploy as one small binary, handle concurrency plainly and keep running for years with little operational effort or on-call noise.",
    keywords: ["go development", "golang", "grpc", "go microservices", "kubernetes operators", "backend development"],
  },
} satisfies ExpertisePage;
