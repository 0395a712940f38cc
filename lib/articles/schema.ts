import { z } from "zod";
import { articleAuthors, articleTags, type ArticleAuthor, type ArticleTag } from "@/content/article-taxonomy";

/** A day as the writer typed it: the YAML core schema leaves `2026-11-01` a string, never a Date. */
const isoDate = z.string().refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text)), {
  message: "must be a date written YYYY-MM-DD",
});

const tagNames = Object.keys(articleTags) as [ArticleTag, ...ArticleTag[]];
const authorNames = Object.keys(articleAuthors) as [ArticleAuthor, ...ArticleAuthor[]];

/** An article's front matter. A file that does not match stops the build, naming the file and the field. */
const articleFrontMatterSchema = z
  .object({
    title: z.string().trim().min(1, "is required").max(60, "must be at most 60 characters"),
    description: z.string().trim().min(50, "must be at least 50 characters").max(160, "must be at most 160 characters"),
    date: isoDate,
    updated: isoDate.optional(),
    author: z.enum(authorNames, { error: `must be one of: ${authorNames.join(", ")}` }),
    tags: z
      .array(z.enum(tagNames, { error: `must be one of: ${tagNames.join(", ")}` }))
      .min(1, "needs at least one tag")
      .refine((tags) => new Set(tags).size === tags.length, "lists a tag twice"),
    cover: z
      .object({
        src: z
          .string()
          .regex(
            /^images\/[\w.-]+\.(?:avif|webp|png|jpe?g|svg)$/,
            "must be a file in the images/ folder beside the article, such as images/cover.png",
          ),
        alt: z.string().trim().min(1, "needs alt text describing the image"),
      })
      .strict()
      .optional(),
    draft: z.boolean().default(false),
  })
  .strict()
  .refine((front) => !front.updated || front.updated >= front.date, {
    path: ["updated"],
    message: "must not be earlier than date",
  });

export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

/** A slug is the file name: lower-case words joined by hyphens. */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The article's validated front matter, or an error naming the file and every wrong field:
 * "Invalid article front matter in content/articles/x.md: tags.1 must be one of …; title must be at most 60 characters"
 */
export function parseFrontMatter(file: string, data: unknown): ArticleFrontMatter {
  const result = articleFrontMatterSchema.safeParse(data);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => `${issue.path.join(".") || "(front matter)"} ${issue.message}`);
  throw new Error(`Invalid article front matter in ${file}: ${fields.join("; ")}`);
}
