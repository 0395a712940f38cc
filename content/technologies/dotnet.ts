import type { ExpertisePage } from "../schema";

export default {
  slug: "dotnet",
  label: ".NET",
  group: "Backend",
  topic: ".NET",
  heroTitle: ".NET Development",
  tagline:
    "ASP.NET Core and EF Core systems on long-term support releases for organisations invested in Microsoft tooling, and .NET Framework applications modernised one bounded piece at a time.",
  whyHeading: "Why modern .NET belongs on your shortlist",
  why: [
    "ASP.NET Core runs in Linux containers as comfortably as on Windows Server, and its Kestrel web server handles demanding workloads on modest hardware. C# keeps gaining practical features, such as records, pattern matching and primary constructors, and the compiler and Roslyn analysers catch many defects before they reach production. For teams with C# skills and existing Azure or Entra ID investments, it is usually the most pragmatic option.",
    "Even-numbered versions such as .NET 8 and .NET 10 are long-term support releases with three years of patches; odd-numbered ones such as .NET 9 are standard-term releases with two. We ship on LTS unless you accept the faster upgrade rhythm. .NET 8 and .NET 9 both reached end of support on 10 November 2026, and systems still running on them need a planned move to .NET 10.",
    "ASP.NET Core covers minimal APIs, MVC, gRPC and SignalR for real-time messaging. EF Core serves most business workloads well, provided someone watches the SQL it generates: we log queries, use AsNoTracking for reads and drop to Dapper on hot paths. Blazor lets C# teams build interactive interfaces, and since .NET 8 one app can mix static server rendering, interactive server and WebAssembly render modes component by component.",
    "Blazor WebAssembly downloads the .NET runtime, which makes first loads heavier than a typical React or Vue app; Blazor Server holds a persistent connection per user. The open-source ecosystem is smaller than npm's, and several popular .NET libraries have moved to commercial licences that procurement should check. For a team without C# skills or a Microsoft footprint, Go or Node.js is usually the easier hire.",
  ],
  thingsWeBuild: [
    "ASP.NET Core minimal APIs and gRPC services running in Linux containers",
    "Line-of-business applications in Blazor with sign-in through Entra ID",
    "Real-time dashboards and notifications built on SignalR",
    "Message-driven integration services on Azure Service Bus or RabbitMQ",
    "Worker services for scheduled jobs, imports and document processing",
    "Multi-tenant SaaS back ends on Azure App Service or Azure Kubernetes Service",
    "Reporting platforms on SQL Server or PostgreSQL using EF Core and Dapper",
    "Windows desktop clients in WPF or cross-platform ones in .NET MAUI",
  ],
  challengesWeSolve: [
    "Legacy .NET Framework 4.x applications migrated to modern .NET with the Upgrade Assistant",
    "WCF services replaced by gRPC, REST or CoreWCF during modernisation",
    "Slow EF Core queries traced to N+1 loading, missing indexes or tracking overhead",
    "Monoliths split along bounded contexts using the strangler fig pattern",
    "Thread-pool starvation caused by sync-over-async calls in request paths",
    "On-premises IIS deployments moved to containers and automated pipelines",
    "Legacy membership providers replaced with OpenID Connect and OAuth 2.0",
    "Licensing risk reviewed when NuGet dependencies change their terms",
  ],
  howWeKeepYouAhead: [
    "An LTS-first release policy with migration windows planned well in advance",
    "Nullable reference types and analyser warnings treated as build errors",
    "Integration tests with Testcontainers and WebApplicationFactory",
    "OpenTelemetry instrumentation exported to Application Insights or Grafana",
    "Native AOT for small, fast-starting services where its constraints are acceptable",
    "Local orchestration and observability of multi-service solutions with Aspire",
    "Central package management with NuGet audit flagging known vulnerabilities",
    "Code reviews focused on async correctness, allocations and disposal",
  ],
  meta: {
    title: ".NET Development for Business-Critical Systems",
    description:
      "ASP.NET Core systems on long-term support releases, .NET Framework applications migrated in stages, and upgrade plans timed to Microsoft's support dates.",
    keywords: [".net development", "asp.net core", "blazor", "ef core", ".net framework migration", "c# development"],
  },
} satisfies ExpertisePage;
