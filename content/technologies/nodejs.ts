import type { ExpertisePage } from "../schema";

export default {
  slug: "nodejs",
  label: "Node.js",
  group: "Backend",
  topic: "Node.js",
  heroTitle: "Node.js Development",
  tagline:
    "Node.js is at its best moving data between systems quickly: APIs, real-time features and integration layers. We design Node.js services that respect the event loop, push CPU-heavy work elsewhere, and arrive with the logging, tracing and tests that production traffic demands.",
  whyHeading: "Where Node.js shines, and where it does not",
  why: [
    "Node.js runs JavaScript on a single-threaded event loop backed by libuv, which keeps large numbers of open connections cheap while each request waits on a database, a queue or a third-party API. That model suits REST and GraphQL APIs, backend-for-frontend layers, WebSocket servers and webhook processors. It also means one language and one type system across browser and server, so validation schemas and DTOs are written once and shared, with no second copy to drift apart.",
    "The same model is also its main weakness. Any synchronous work that runs long, such as parsing a huge JSON payload, resizing images or iterating over a big array, blocks every other request on that process. We profile with clinic.js and the built-in inspector, move CPU-bound tasks to worker threads or a separate service, and treat event-loop lag as a first-class metric. A surprising share of Node.js performance problems trace back to this one mistake.",
    "Framework choice depends on the shape of the team. NestJS brings modules, dependency injection and decorators, which helps larger teams keep a consistent structure and feels familiar to developers coming from Angular or Spring. Fastify is lighter, with JSON Schema validation and fast serialisation built in, and suits focused services and gateways. For data access we favour Prisma or Drizzle on PostgreSQL, with BullMQ on Redis handling background jobs and scheduled work.",
    "Heavy numerical work, machine-learning inference and long batch computations block the event loop; Python, Go or Rust handle them better. The npm ecosystem is vast and uneven: supply-chain attacks and abandoned packages are genuine risks, so we pin versions, audit lockfiles and keep the dependency tree lean. In production we run only even-numbered LTS releases and schedule each upgrade well before the current line reaches end of life.",
  ],
  thingsWeBuild: [
    "REST and GraphQL APIs on NestJS or Fastify with OpenAPI documentation",
    "Backend-for-frontend layers that shape data for web and mobile clients",
    "Real-time chat, notifications and presence over WebSockets or Socket.IO",
    "Integration services connecting CRMs, ERPs and payment providers",
    "Webhook processors with idempotency keys, retries and dead-letter queues",
    "Background job systems on BullMQ with scheduling and rate limiting",
    "Serverless functions on AWS Lambda and Azure Functions with lean cold starts",
    "Command-line tools and internal developer tooling written in TypeScript",
  ],
  challengesWeSolve: [
    "Event-loop blocking traced with clinic.js and moved to worker threads or queues",
    "Memory leaks found through heap snapshots before they crash containers",
    "Callback-era Express code modernised to async/await and typed end to end",
    "Unhandled promise rejections and silent failures replaced with structured errors",
    "Vulnerable or abandoned npm packages audited, replaced or removed",
    "Ageing Node.js versions upgraded to a supported LTS line without downtime",
    "Database connection pool exhaustion under load diagnosed with tracing and load tests",
    "CommonJS and ES module conflicts untangled in mixed codebases",
  ],
  howWeKeepYouAhead: [
    "OpenTelemetry traces and pino structured logs from the first deployment",
    "Event-loop lag and heap usage wired into alerting, not just dashboards",
    "Contract tests that keep APIs and their consumers in step",
    "Load testing with k6 before launch and ahead of major releases",
    "Dependency scanning with npm audit and Snyk on every pull request",
    "An upgrade plan tied to the published Node.js release schedule",
    "Shared Zod schemas so validation rules match on client and server",
    "Runbooks for on-call engineers covering the common failure modes",
  ],
  meta: {
    title: "Node.js APIs That Stay Fast Under Load",
    description:
      "Node.js APIs and real-time services that keep the event loop free under load, with one TypeScript model shared from browser to server, tracing and tests.",
    keywords: ["node.js development", "nestjs", "fastify", "node.js api", "real-time backend", "typescript backend"],
  },
} satisfies ExpertisePage;
