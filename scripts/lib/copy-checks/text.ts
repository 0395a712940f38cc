/** Reading a page's content as copy: its strings with their fields, sentences, words. */
import type { Family } from "../../../content/registry";
import { site } from "../../../content/site";
import type { CopyString } from "./types";

export const matches = (pattern: RegExp) => (text: string) => text.match(pattern) ?? [];

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Sentences of a string: split after . ! ? before a capital, and after every : or ;. */
export function sentencesIn(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"‘“(])|(?<=[:;])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
export const brand = escapeRegExp(site.name);

/** URLs, the specification's menu group labels and search keywords are not running text. */
export const isRunningText = ({ key }: CopyString) => !/^(?:href|path|slug|group|url|code|keywords)$/.test(key);
export const isTagline = ({ key }: CopyString) => /^(?:tagline|heroTagline)$/.test(key);

/** Technology and industry pages: a hero, four "why" paragraphs and three lists of eight bullets. */
export const EXPERTISE: readonly Family[] = ["technologies", "industries"];
export const SECTION_FAMILIES: readonly Family[] = ["services", "technologies", "industries", "case-studies"];

/** The three bullet lists of a technology or industry page. */
export const BULLET_KEYS = new Set(["thingsWeBuild", "challengesWeSolve", "howWeKeepYouAhead"]);

/** Every string in a page's content with the field it sits under; array items keep the array's key and path. */
export function copyStrings(value: unknown, key = "", path = ""): CopyString[] {
  if (typeof value === "string") return [{ key, path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item) => copyStrings(item, key, path));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => copyStrings(v, k, path ? `${path}.${k}` : k));
  return [];
}

/** The strings at one path of a page's content ("why", "cards.description", "results.value"). */
export const stringsAt = (value: unknown, path: string): string[] =>
  copyStrings(value)
    .filter((copy) => copy.path === path)
    .map(({ text }) => text);
