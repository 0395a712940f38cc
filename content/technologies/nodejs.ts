import type { ExpertisePage } from "../schema";

export default {
  slug: "nodejs",
  label: "Node.js",
  group: "Backend",
  topic: "Node.js",
  heroTitle: "Node.js Development",
  tagline:
    "We use Node.js where a service spends most of its time waiting on other systems: APIs, real-time features and integration layers. CPU-heavy work goes elsewhere, and every service ships with logging, tracing and tests.",
  whyHeading: "Where Node.js shines, and where it does not",
  why: [
    "Node.js runs JavaScript on a single-threaded event loop backed by libuv, which keeps large numbers of open connections cheap while each request waits on a database, a queue or a third-party API. That suits REST and GraphQL APIs, per-client API layers for web and mobile, WebSocket servers and webhook processors. Browser and server share one language and one type system, and validation schemas are written once for both.",
    "Any long synchronous task, such as parsing a huge JSON payload, resizing images or iterating over a big array, blocks every other request on that process. We profile with the built-in inspector and CPU profiles, move CPU-bound work to worker threads or a separate service, and alert on event-loop lag as a first-class metric. Many Node.js performance problems we fix trace back to this one mistake.",
    "For larger teams we use NestJS: modules, dependency injection and decorators keep the structure consistent and feel familiar to developers coming from Angular or Spring. Fastify is lighter, with JSON Schema validation and fast serialisation built in, and suits focused services and gateways. For data access we favour Prisma or Drizzle on PostgreSQL, with BullMQ on Redis for background jobs and scheduled work.",
    "We move heavy numerical work, machine-learning inference and long batch jobs out of Node.js and into Python, Go or Rust services. The npm ecosystem is vast and uneven, with supply-chain attacks and abandoned packages as real risks: we pin versions, audit lockfiles and keep the dependency tree lean. In production we run only releases in Active or Maintenance LTS and upgrade well before the current line reaches end of life.",
  ],
  thingsWeBuild: [
    "REST and GraphQL APIs on NestJS or Fastify with OpenAPI documentation",
    "API layers that shape data for each web and mobile client",
    "Real-time chat, notifications and presence over WebSockets or Socket.IO",
    "Integration services connecting CRMs, ERPs and payment providers",
    "Webhook processors with idempotency keys, retries and dead-letter queues",
    "Background job systems on BullMQ with scheduling and rate limiting",
    "Serverless functions on AWS Lambda and Azure Functions with lean cold starts",
    "Command-line tools and internal developer tooling written in TypeScript",
  ],
  challengesWeSolve: [
    "Event-loop blocking traced with CPU profiles and moved to worker threads or queues",
    "Memory leaks found through heap snapshots before they crash containers",
    "Callback-era Express code modernised to async/await and typed end to end",
    "Unhandled promise rejections and silent failures replaced with structured errors",
    "Vulnerable or abandoned npm packages audited, replaced or removed",
    "Ageing Node.js versions moved to a supported LTS line through rolling deployments",
    "Database connection pool exhaustion under load diagnosed with tracing and load tests",
    "CommonJS and ES module conflicts untangled in mixed codebases",
  ],
  howWeKeepYouAhead: [
    "OpenTelemetry traces and pino structured logs on every service we deploy",
    "Event-loop lag and heap usage wired into alerts, with thresholds set per service",
    "Contract tests that keep APIs and their consumers in step",
    "Load testing with k6 before launch and ahead of major releases",
    "Dependency scanning with npm audit and Snyk on every pull request",
    "An upgrade plan tied to the published Node.js release schedule",
    "Shared Zod schemas so validation rules match on client and server",
    "Runbooks for on-call engineers covering the common failure modes",
  ],
  meta: {
    title: "Node.js APIs, Real-Time Services and Integrations",
    description:
      "Node.js APIs and real-time services designed around the event loop, with one TypeScript model shared from browser to server, tracing and load tests.",
    keywords: ["node.js development", "nestjs", "fastify", "node.js api", "real-time backend", "typescript backend"],
  },
} satisfies ExpertisePage;
