import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { FormRenderer } from "./FormRenderer";
import { emptyValues, type FormControl } from "./types";

const controls = [
  { name: "title", label: "Title", componentType: "input", type: "text" },
  { name: "description", label: "Description", componentType: "textarea" },
  { name: "price", label: "Price", componentType: "input", type: "number" },
  {
    name: "category",
    label: "Category",
    componentType: "select",
    options: [
      { id: "men", label: "Men" },
      { id: "women", label: "Women" },
    ],
  },
] as const satisfies ReadonlyArray<FormControl>;

function Harness(props: { onSubmit: (values: unknown) => void; buttonText?: string; disabled?: boolean }) {
  const [values, setValues] = useState(() => emptyValues(controls));
  return <FormRenderer controls={controls} values={values} onChange={setValues} {...props} />;
}

describe("FormRenderer", () => {
  it("labels its submit button 'Submit' by default", () => {
    render(<Harness onSubmit={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Submit" })).toHaveAttribute("type", "submit");
  });

  it("uses the given button text", () => {
    render(<Harness onSubmit={vi.fn()} buttonText="Add" />);
    expect(screen.getByRole("button", { name: "Add" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Submit" })).not.toBeInTheDocument();
  });

  it("renders every configured control with its label and submits the typed values", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);

    await user.type(screen.getByLabelText("Title"), "Linen shirt");
    const description = screen.getByLabelText("Description");
    expect(description.tagName).toBe("TEXTAREA");
    await user.type(description, "Breathable");
    const price = screen.getByLabelText("Price");
    expect(price).toHaveAttribute("type", "number");
    await user.type(price, "1499");
    // The select loads its code on first use (admin forms only).
    await user.click(await screen.findByRole("combobox", { name: "Category" }));
    await user.click(await screen.findByRole("option", { name: "Women" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      title: "Linen shirt",
      description: "Breathable",
      price: "1499",
      category: "women",
    });
  });

  it("does not submit while disabled", async () => {
    // MUI sets pointer-events: none on disabled buttons; click anyway to prove nothing happens.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} disabled />);
    const button = screen.getByRole("button", { name: "Submit" });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.type(screen.getByLabelText("Title"), "x{Enter}");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
