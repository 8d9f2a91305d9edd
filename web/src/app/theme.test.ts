import { describe, expect, it } from "vitest";
import { theme } from "./theme";

describe("the theme", () => {
  // build-plugins/mui-without-css-variables.ts builds the app with MUI's no-CSS-variables theme code only: right
  // as long as the theme has no CSS variables and no colour schemes. Turning them on means dropping that plugin.
  it("uses no CSS theme variables and no colour schemes", () => {
    expect("vars" in theme ? theme.vars : undefined).toBeFalsy();
    expect("colorSchemes" in theme).toBe(false);
    expect(theme.palette.mode).toBe("light");
  });
});
