export { FormRenderer, preloadSelectField } from "./FormRenderer";
export type { FormRendererProps } from "./FormRenderer";
export { emptyValues } from "./types";
export type { FormControl, FormErrors, FormValues } from "./types";
