import type { ExpertisePage } from "../schema";

export default {
  slug: "go",
  label: "Go (Golang)",
  group: "Backend",
  topic: "Go",
  heroTitle: "Go Development",
  tagline:
    "Our Go code stays plain enough for whoever inherits a service, months or years later, to read, review and change it.",
  whyHeading: "A deliberately small language for services that change hands",
  why: [
    "An engineer opening one of our Go services for the first time finds a small language, formatting settled for good by gofmt, and code that the Go 1 compatibility promise keeps compiling for years. Go was built for large codebases maintained by changing teams, and newcomers become productive in a service quickly.",
    "Not every service we write is in Go: business applications with rich domain models read better in C# or Kotlin, and machine-learning work stays in Python. Where Go is the choice, its thin ORM support matters less than it sounds, because sqlc generates type-safe code from plain SQL.",
    "Goroutines are cheap enough to start one per request or task, and channels and the context package give clear patterns for cancellation and timeouts. With a low-latency garbage collector, Go fits API gateways, streaming pipelines, proxies and services that call many others at once.",
    "A Go service compiles to one static binary that runs in a distroless image of a few megabytes and starts fast enough for autoscaling and serverless platforms. gRPC with Protocol Buffers gives typed contracts between services, and pprof, built into the runtime, profiles production processes.",
  ],
  thingsWeBuild: [
    "Microservices speaking gRPC, with Protocol Buffers contracts managed through Buf",
    "High-throughput REST APIs on the standard library router or chi",
    "API gateways, reverse proxies and rate limiters",
    "Event consumers for Kafka and NATS that handle redelivered messages idempotently",
    "Kubernetes operators and controllers built with controller-runtime",
    "Command-line tools distributed as single binaries per platform",
    "Ingestion pipelines that stream, transform and batch-write records",
    "Notification services that fan out to many downstream systems",
  ],
  challengesWeSolve: [
    "Goroutine leaks found with pprof and fixed through proper context cancellation",
    "Data races caught by running the whole test suite with the race detector",
    "Slow Python or Node.js services rewritten in Go where profiling justifies it",
    "Services that drop in-flight requests at each deploy because nothing handles the shutdown signal",
    "Unclear error handling replaced with wrapped errors and consistent logging",
    "Drifting service contracts unified behind versioned Protobuf schemas",
    "Garbage-collection pressure eased by removing allocations on hot paths",
    "Tangled package layouts reorganised around clear internal boundaries",
  ],
  howWeKeepYouAhead: [
    "Pause times and memory on your allocation-heavy services measured as they move to Green Tea, now Go's default garbage collector",
    "go fix, rebuilt around modernisers, run over older services to bring their idioms and library calls up to date",
    "Services that negotiate their own session keys trialled with runtime/secret, an opt-in experiment that wipes the registers and stack used by key-handling code",
    "CPU limits and replica counts revisited when your node types change, as the Go runtime sets its parallelism from the container's limit",
    "Timeouts and retries tested in seconds with testing/synctest, which runs goroutines on a fake clock inside an isolated bubble",
    "Vulnerability scans with govulncheck that flag only the code paths you reach",
    "Proxies and clients your services talk to checked for the larger handshakes of post-quantum key exchange, which Go's crypto/tls package offers by default",
    "Hot loops in number-crunching code tried on Go's experimental SIMD packages: amd64 since Go 1.26, arm64 since Go 1.27",
  ],
  meta: {
    title: "Go Development for APIs and Back-End Services",
    description:
      "Go services and APIs that deploy as one small binary, with plain concurrency, typed gRPC contracts, production profiling and tests run under the race detector.",
    keywords: ["go development", "golang", "grpc", "go microservices", "kubernetes operators", "backend development"],
  },
} satisfies ExpertisePage;
