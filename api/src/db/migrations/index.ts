import { Initial1795253755906 } from "./1795253755906-Initial.js";
import { ProductSearch1795255056700 } from "./1795255056700-ProductSearch.js";

/** In order of creation; `npm run migration:generate` appends here. */
export const migrations = [Initial1795253755906, ProductSearch1795255056700];
