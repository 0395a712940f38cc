import type { ServicePage } from "../schema";

export default {
  slug: "hosting-support",
  label: "Hosting & Support",
  group: "Services",
  heroTitle: "Managed hosting with engineers on call",
  tagline:
    "Cloud hosting, round-the-clock monitoring and on-call engineers for the applications your business depends on, with service levels written down and reported against every month.",
  intro: [
    "After launch, someone has to patch the operating system, renew certificates, watch error rates at three in the morning and work out whether a slow checkout is a database problem or a third-party outage. We take on that work for applications we built and for ones we inherit, under a written service level agreement.",
    "Every support contract begins with an onboarding audit of architecture, access, backups, alerting, dependencies and known risks. We then agree response and resolution targets by severity, a maintenance window, a recovery point objective (RPO) and recovery time objective (RTO) for each system, and an escalation path with named contacts on both sides. Those targets shape the hosting design.",
    "Monitoring combines Datadog or Grafana with Prometheus, Sentry for application errors and uptime checks from several regions, with alerts routed to the on-call engineer through PagerDuty or incident.io. Out-of-hours cover runs on a planned rota across our hubs, with written handovers between shifts. Each month you receive a report on availability, incidents, patches applied and cost trends.",
  ],
  cardsHeading: "Hosting and support services",
  cards: [
    {
      title: "Cloud hosting",
      description:
        "Production environments on AWS, Microsoft Azure or Google Cloud, defined in Terraform so every change is reviewed and repeatable. We size for your real traffic, separate staging from production, choose regions that satisfy data-residency rules such as keeping EU personal data in the EU, and review the bill monthly.",
    },
    {
      title: "24/7 support",
      description:
        "An on-call rotation with severity levels set out in your SLA, so a critical outage is picked up straight away while a cosmetic bug waits for business hours. Incidents are logged in a shared ticketing system, status updates go out at fixed intervals, and every major incident closes with a written post-incident review.",
    },
    {
      title: "Security and maintenance",
      description:
        "Monthly patching of operating systems, runtimes and dependencies, with emergency fixes for critical CVEs applied outside the normal window. We run vulnerability scans, manage TLS certificates and secrets, review access quarterly, keep WAF rules current and supply evidence for your ISO 27001 or SOC 2 audit when it comes round.",
    },
    {
      title: "Performance optimisation",
      description:
        "Profiling under realistic load with k6 or JMeter, query analysis, caching with Redis and a CDN, and front-end work on Core Web Vitals. We trace slow requests end to end with OpenTelemetry, fix the bottleneck the traces point to before anyone adds servers, and alert on latency percentiles, which show what your slowest users experience.",
    },
    {
      title: "Backup and disaster recovery",
      description:
        "Automated, encrypted backups held in a separate account and region, with retention matched to your legal obligations. We agree RPO and RTO per system, write the recovery runbook and run restore tests on a schedule, because a backup that has never been restored is only a hope.",
    },
    {
      title: "Hosting migration",
      description:
        "Moves from on-premises servers, shared hosting or another cloud provider onto a managed platform, timed around your busiest periods. We inventory dependencies, rehearse the cutover in staging, replicate data ahead of time, lower DNS TTLs in advance and keep a tested rollback plan until the new environment has proved itself.",
    },
  ],
  meta: {
    title: "Managed Hosting and 24/7 Application Support",
    description:
      "Managed cloud hosting on AWS, Azure and Google Cloud with 24/7 on-call support, monthly patching, monitoring, tested backups and agreed RPO and RTO targets.",
    keywords: [
      "managed hosting",
      "24/7 application support",
      "cloud hosting",
      "disaster recovery",
      "server maintenance",
      "hosting migration",
    ],
  },
} satisfies ServicePage;
