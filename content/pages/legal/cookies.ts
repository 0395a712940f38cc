import { operationalFacts } from "@/lib/settings/operational-facts";
import { live } from "../../live";
import { cookiesTexts } from "../../live/cookies";
import type { LegalPage } from "../../schema";
import { site } from "../../site";

/** Built from the build's facts; the production server puts back its own (content/live). */
const texts = cookiesTexts(operationalFacts());

export default {
  slug: "cookies",
  title: "Cookie Policy",
  version: "Version 1, effective 1 December 2026",
  intro: `The ${site.name} website sets no cookies and runs no analytics. The sections below explain what cookies are and how to control them in your browser.`,
  sections: [
    {
      id: "what-are-cookies",
      heading: "What cookies are",
      paragraphs: [
        "Cookies are small pieces of text a website asks your browser to store on your device. The browser sends them back with later requests, which lets the site recognise the device, keep you signed in or remember a preference.",
        live(texts, "cookies.similar"),
      ],
    },
    {
      id: "types-of-cookies",
      heading: "Types of cookies",
      paragraphs: ["By purpose, cookies fall into four kinds:"],
      list: [
        "Essential cookies make core features work, such as security checks or load balancing",
        "Performance cookies count visits and show how pages are used",
        "Functionality cookies remember choices such as language or region",
        "Targeting or advertising cookies follow you from site to site to choose which ads you see",
      ],
    },
    {
      id: "third-party-cookies",
      heading: "Third-party cookies",
      paragraphs: [
        "Third-party cookies are set by a domain other than the one you are visiting. No page of this site loads scripts, fonts, images or embeds from another domain, so no other site can set a cookie through it.",
        "The links to our LinkedIn, YouTube and X profiles are plain links. Following one takes you to that site, whose own cookie policy then applies.",
      ],
    },
    {
      id: "managing-cookies",
      heading: "Managing cookies",
      paragraphs: [
        "All major browsers let you view, block and delete cookies. Blocking all cookies can stop some websites from working properly, although it will not affect this one. Where to find the settings:",
      ],
      list: [
        "Google Chrome: Settings, then Privacy and security, then Third-party cookies (or Delete browsing data to remove cookies)",
        "Mozilla Firefox: Settings, then Privacy & Security, then Cookies and Site Data",
        "Apple Safari: on a Mac, Safari, then Settings, then Privacy; on iPhone and iPad (iOS and iPadOS 18 and later), Settings, then Apps, then Safari",
        "Microsoft Edge: Settings, then Cookies and site permissions",
      ],
    },
    {
      id: "cookie-retention",
      heading: "Retention",
      paragraphs: [
        "Session cookies are deleted when your browsing session ends. Persistent cookies remain until they reach their expiry date or until you delete them yourself.",
      ],
    },
    {
      id: "updates-to-this-policy",
      heading: "Updates to this policy",
      paragraphs: [
        "Any change to this policy is posted here in advance as a new, numbered version.",
        "If we ever measure visits, with our own tool or a third party's, this page will first name the tool, its provider and each cookie it sets, with its purpose and lifetime. The tool will not load until you agree through a consent banner.",
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      paragraphs: [
        `If you have a question about cookies on this site, write to ${site.legal.email}. The Privacy Policy explains how we handle personal data more generally, including the logs of requests to the site.`,
      ],
      links: [{ href: "/privacy", label: "Read the Privacy Policy" }],
    },
  ],
  meta: {
    title: "Cookie Policy",
    description:
      "This website sets no cookies and runs no analytics. What cookies are, what would change if we ever measured visits, and how to manage cookies in your browser.",
    keywords: ["cookie policy", "cookies", "analytics consent", "browser cookie settings"],
  },
} satisfies LegalPage;
