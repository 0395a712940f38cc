import type { ExpertisePage } from "../schema";

export default {
  slug: "dotnet",
  label: ".NET",
  group: "Backend",
  topic: ".NET",
  heroTitle: ".NET Development",
  tagline:
    "From .NET Framework ports to Blazor front ends, we build ASP.NET Core systems and keep them on a .NET release Microsoft still supports.",
  whyHeading: "Cross-platform .NET on a support calendar you can plan around",
  why: [
    "Even-numbered releases get three years of support and odd-numbered ones now get two: .NET 10 and .NET 11 both reach end of support in November 2028. .NET 8 and 9 ended support on 10 November 2026, the day .NET 11 shipped, and systems still on them move to one of the two.",
    "ASP.NET Core runs in Linux containers as comfortably as on Windows Server, and its Kestrel web server handles demanding workloads on modest hardware. C# keeps gaining practical features, such as records, pattern matching and primary constructors, and Roslyn analysers catch many defects at build time. For teams with C# skills and an Azure or Microsoft 365 footprint, it is usually the pragmatic option.",
    "ASP.NET Core covers minimal APIs, gRPC and SignalR for real-time messaging. EF Core serves most business workloads, provided someone watches the SQL it generates: we log queries, use AsNoTracking for reads and drop to Dapper on hot paths. Each upgrade includes a licence check: MediatR and AutoMapper moved to commercial terms in 2025.",
    "Blazor lets a C# team build interactive interfaces without a JavaScript framework, and since .NET 8 one app can mix static server rendering with interactive Server and WebAssembly components. The price is weight: WebAssembly downloads the .NET runtime on first load, and Blazor Server holds a live connection open for each user.",
  ],
  thingsWeBuild: [
    "ASP.NET Core minimal APIs and gRPC services running in Linux containers",
    "Line-of-business applications in Blazor with sign-in through Microsoft Entra",
    "Real-time dashboards and notifications built on SignalR",
    "Message-driven integration services on Azure Service Bus or RabbitMQ",
    "Worker services for scheduled jobs, imports and document processing",
    "Multi-tenant SaaS back ends on Azure App Service or Azure Kubernetes Service",
    "Reporting platforms on SQL Server or PostgreSQL using EF Core and Dapper",
    "Desktop clients for Windows, or cross-platform ones in .NET MAUI",
  ],
  challengesWeSolve: [
    "Legacy .NET Framework 4.x applications ported to modern .NET, the mechanical steps done with the GitHub Copilot agent Microsoft provides for .NET app upgrades",
    "WCF services moved to CoreWCF or replaced with gRPC during modernisation",
    "Slow EF Core queries traced to N+1 loading, missing indexes or tracking overhead",
    "Monoliths split along bounded contexts using the strangler fig pattern",
    "Thread-pool starvation caused by sync-over-async calls in request paths",
    "On-premises Windows Server hosting moved to containers and automated pipelines",
    "Legacy membership providers replaced with OpenID Connect and OAuth 2.0",
    "Socket exhaustion from HttpClient instances created per request, fixed with IHttpClientFactory",
  ],
  howWeKeepYouAhead: [
    "Scripts and small internal tools written as .NET 10 file-based apps, run with dotnet run on a single .cs file",
    "C# 14's extension members introduced in one service first and spread through the codebase when reviewers have agreed conventions for them",
    ".NET 12 previews built against your solution as they ship, with breaking changes logged while its November 2027 release is months away",
    "Blazor render modes chosen per page, keeping a later move between Server and WebAssembly rendering small",
    "Native ahead-of-time compilation for small, fast-starting services where its constraints are acceptable",
    "Local orchestration and observability of multi-service solutions with Aspire",
    ".NET MAUI apps tested on CoreCLR, which runs them on Android and iOS from .NET 11 in place of Mono, with Mono-only runtime settings removed",
    "Model Context Protocol servers built with the official C# library where your .NET systems need to serve AI assistants",
  ],
  meta: {
    title: ".NET Development for Business-Critical Systems",
    description:
      "ASP.NET Core systems on long-term support releases, .NET Framework applications migrated in stages, and upgrade plans timed to Microsoft's support dates.",
    keywords: [".net development", "asp.net core", "blazor", "ef core", ".net framework migration", "c# development"],
  },
} satisfies ExpertisePage;
