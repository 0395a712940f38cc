import { z } from "zod";

// The browser's schemas must parse without compiling: zod's JIT probes `new Function`, which the site's
// Content-Security-Policy forbids (Firefox reports each probe as a violation). Set before any schema is
// built, since object schemas decide at construction; import `z` from here in code the browser runs.
z.config({ jitless: true });

export { z };
