export type Env = Record<string, string | undefined>;
