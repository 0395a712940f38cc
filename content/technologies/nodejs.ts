import type { ExpertisePage } from "../schema";

export default {
  slug: "nodejs",
  label: "Node.js",
  group: "Backend",
  topic: "Node.js",
  heroTitle: "Node.js Development",
  tagline:
    "On Node.js, your APIs, real-time features and integrations share TypeScript and validation schemas with your front end.",
  whyHeading: "Node.js is at its best when a service mostly waits on others",
  why: [
    "Thousands of open connections stay cheap on Node.js while each request waits on a database or another API, because one event loop serves them all and no thread sits idle on a blocked call. That suits REST and GraphQL APIs, WebSocket servers and webhook processors.",
    "The same design has one classic failure: a long synchronous task, such as parsing a huge JSON payload, blocks every other request on that process. We alert on event-loop lag and move such work to a worker thread or a queue.",
    "Larger teams get NestJS, whose modules and dependency injection feel familiar to developers from Angular or Spring. Focused services and gateways get Fastify. Data access is usually Prisma or Drizzle on PostgreSQL, with BullMQ on Redis for background jobs.",
    "In 2025 the self-replicating Shai-Hulud worm spread through hundreds of npm packages on stolen publishing tokens: a Node.js service carries most of its risk in its dependencies. We commit lockfiles, install with npm ci and publish your packages through npm trusted publishing, which leaves no long-lived token to steal.",
  ],
  thingsWeBuild: [
    "REST APIs on NestJS or Fastify described in OpenAPI, and GraphQL APIs with a typed schema and query cost limits",
    "API layers that shape data for web and mobile clients",
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
    "Node.js 22 services moved to Node.js 24 through rolling deployments, with 22's end of life on 30 April 2027 as the deadline",
    "Database connection pool exhaustion under load diagnosed with tracing and load tests",
    "CommonJS and ECMAScript module conflicts untangled in mixed codebases",
  ],
  howWeKeepYouAhead: [
    "Web-standard APIs such as fetch and Web Streams preferred over Node-only ones, keeping code portable to edge and serverless runtimes",
    "Node.js 27 tested from its Alpha builds, the first line on the new schedule of one major release a year, each with long-term support",
    "Internal command-line tools shipped as Node.js single executable applications, with no runtime to install on the machines that run them",
    "Freshly published packages held back for a few days by npm's min-release-age setting, in build pipelines as well as on laptops",
    "npm 12's defaults adopted: dependency install scripts run only once approved in package.json, and Git or tarball dependencies only when allowed",
    "Built-in type stripping, test runner and permission model taking over from third-party tools where each is ready",
    "Shared packages published as ECMAScript modules only, as CommonJS callers can load them with require(esm), unflagged from Node.js 22.12",
    "TypeScript's Go-based compiler adopted for type-checking large services once the tools that call the TypeScript API support it",
  ],
  meta: {
    title: "Node.js APIs, Real-Time Services and Integrations",
    description:
      "Node.js APIs and real-time services designed around the event loop, with one TypeScript model shared from browser to server, tracing and load tests.",
    keywords: ["node.js development", "nestjs", "fastify", "node.js api", "real-time backend", "typescript backend"],
  },
} satisfies ExpertisePage;
