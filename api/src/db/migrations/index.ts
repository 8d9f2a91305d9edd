import { Initial1795253755906 } from "./1795253755906-Initial.js";

/** In order of creation; `npm run migration:generate` appends here. */
export const migrations = [Initial1795253755906];
