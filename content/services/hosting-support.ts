import type { ServicePage } from "../schema";

export default {
  slug: "hosting-support",
  label: "Hosting & Support",
  group: "Services",
  heroTitle: "After launch, we run, patch and watch your application",
  tagline:
    "An engineer on call answers your alerts out of hours, within the response times your support agreement sets.",
  intro: [
    "Under a support agreement we patch the operating system, renew certificates, get paged when error rates climb at three in the morning and work out whether a slow checkout is a database problem or a third-party outage. That covers applications we built and ones we inherit.",
    "Onboarding starts with an audit of architecture, access, backups, alerting, dependencies and known risks. We then agree response and resolution targets by severity, a maintenance window, a recovery point objective (RPO) and recovery time objective (RTO) per system, and an escalation path with named contacts on both sides. Those targets shape the hosting design.",
    "Monitoring takes in infrastructure metrics, application errors and uptime checks from several regions; where your own tools already do this well, we use them. A monthly report covers availability, incidents, patches applied and cost trends.",
  ],
  cardsHeading: "Our side of the service level agreement",
  cards: [
    {
      title: "Cloud hosting",
      description:
        "We run production environments on AWS, Azure and Google Cloud, defined in Terraform: changes are reviewed as pull requests, and an environment can be rebuilt from code. Sizing follows your real traffic, and idle resources the bill reveals are switched off. Staging is kept apart from production. Regions are chosen to meet your data-residency commitments, such as keeping EU personal data in the EU.",
    },
    {
      title: "24/7 support",
      description:
        "Alerts are triaged by severity: the engineer on the rota picks up a critical outage at night or at the weekend, while a cosmetic bug waits for business hours. Incidents are logged in a shared ticketing system, status updates go out at fixed intervals, and major incidents close with a written post-incident review.",
    },
    {
      title: "Security and maintenance",
      description:
        "Operating systems, runtimes and dependencies are patched monthly; fixes for critical security flaws go in outside the normal window. We run vulnerability scans, manage certificates and secrets and review access quarterly. Firewall rules are kept current, and we supply evidence for your security certification audit when it comes round.",
    },
    {
      title: "Performance optimisation",
      description:
        "We find the bottleneck, then decide whether more servers would help: load tests, query analysis and end-to-end traces show where a slow request spends its time. Fixes range from caching and a CDN to front-end work on Core Web Vitals, and alerts fire on latency percentiles, which show what your slowest users experience.",
    },
    {
      title: "Backup and disaster recovery",
      description:
        "Backups run automatically, encrypted, into a separate account and region, and are kept for as long as your legal obligations require. For the RPO and RTO agreed at onboarding we write the recovery runbook, run restore tests on a schedule and report how long each restore took.",
    },
    {
      title: "Hosting migration",
      description:
        "We move applications from on-premises servers or another provider onto a managed platform, timing the move around your busiest periods. Dependencies are inventoried, the cutover rehearsed in staging, data replicated and DNS cache times lowered in advance. A tested rollback plan stays ready until the new environment has proved itself.",
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
