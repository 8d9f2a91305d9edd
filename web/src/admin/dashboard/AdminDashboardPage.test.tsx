import { screen, waitFor, within } from "@testing-library/react";
import { graphql } from "msw";
import { describe, expect, it, vi } from "vitest";
import { admin, gqlJson, graphQLError, meIs } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";
import { server } from "../../test/server";
import { pngFile, uploadedImage, wireBanner } from "../testData";

function bannersAre(...banners: ReturnType<typeof wireBanner>[]) {
  return graphql.query("AdminFeatureImages", () => gqlJson({ data: { featureImages: banners } }));
}

describe("admin dashboard", () => {
  it("uploads an image, then 'Upload' adds the banner with its optional title at the end of the list", async () => {
    const add = vi.fn(({ variables }: { variables: Record<string, unknown> }) => {
      const input = variables.input as { image: string; title: string | null; description: string | null };
      return gqlJson({
        data: {
          addFeatureImage: wireBanner(3, {
            image: input.image,
            images: uploadedImage.images,
            title: input.title,
            description: input.description,
          }),
        },
      });
    });
    server.use(
      meIs(admin),
      bannersAre(wireBanner(1), wireBanner(2)),
      graphql.mutation("UploadImage", () => gqlJson({ data: { uploadImage: uploadedImage } })),
      graphql.mutation("AddFeatureImage", add),
    );
    const app = renderApp("/admin/dashboard");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(await screen.findByRole("listitem", { name: "Banner 2" })).toBeInTheDocument();

    const upload = screen.getByRole("button", { name: "Upload" });
    expect(upload).toBeDisabled();
    await app.user.upload(screen.getByLabelText("Upload Image"), pngFile("festive.png"));
    await screen.findByRole("img", { name: "Uploaded image preview" });
    const form = screen.getByRole("region", { name: "New banner" });
    await app.user.type(within(form).getByLabelText("Title (optional)"), "Festive edit");
    expect(upload).toBeEnabled();
    await app.user.click(upload);

    expect(await screen.findByText("Feature image added")).toBeInTheDocument();
    expect(add.mock.calls[0]![0].variables).toEqual({
      input: { image: uploadedImage.url, title: "Festive edit", description: null },
    });
    const third = await screen.findByRole("listitem", { name: "Banner 3" });
    expect(within(third).getByLabelText("Title (optional)")).toHaveValue("Festive edit");
    // The form is cleared for the next banner.
    expect(screen.queryByRole("img", { name: "Uploaded image preview" })).not.toBeInTheDocument();
    expect(within(form).getByLabelText("Title (optional)")).toHaveValue("");
    expect(screen.getByRole("button", { name: "Upload" })).toBeDisabled();
  });

  it("saves a banner's edited title and description explicitly", async () => {
    const banner = wireBanner(1);
    const update = vi.fn(({ variables }: { variables: Record<string, unknown> }) =>
      gqlJson({ data: { updateFeatureImage: { ...banner, ...(variables.input as object) } } }),
    );
    server.use(meIs(admin), bannersAre(banner), graphql.mutation("UpdateFeatureImage", update));
    const app = renderApp("/admin/dashboard");
    const card = await screen.findByRole("listitem", { name: "Banner 1" });
    const save = within(card).getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();

    const title = within(card).getByLabelText("Title (optional)");
    await app.user.clear(title);
    await app.user.type(title, "Monsoon sale");
    expect(save).toBeEnabled();
    await app.user.click(save);

    expect(await screen.findByText("Feature image updated")).toBeInTheDocument();
    expect(update.mock.calls[0]![0].variables).toEqual({
      id: banner.id,
      input: { title: "Monsoon sale", description: "Banner description 1" },
    });
    await waitFor(() => expect(save).toBeDisabled());
  });

  it("shows a server validation error on the banner's field", async () => {
    server.use(
      meIs(admin),
      bannersAre(wireBanner(1)),
      graphql.mutation("UpdateFeatureImage", () =>
        gqlJson({
          data: null,
          errors: [{ message: "The title must be at most 80 characters.", extensions: { code: "BAD_USER_INPUT", field: "title" } }],
        }),
      ),
    );
    const app = renderApp("/admin/dashboard");
    const card = await screen.findByRole("listitem", { name: "Banner 1" });
    await app.user.type(within(card).getByLabelText("Title (optional)"), "!");
    await app.user.click(within(card).getByRole("button", { name: "Save" }));
    const title = within(card).getByLabelText("Title (optional)");
    await waitFor(() => expect(title).toHaveAttribute("aria-invalid", "true"));
    expect(title).toHaveAccessibleDescription("The title must be at most 80 characters.");
  });

  it("deletes a banner after confirmation", async () => {
    const remove = vi.fn(() =>
      gqlJson({
        data: {
          deleteFeatureImage: { __typename: "DeletePayload", id: wireBanner(1).id, message: "Feature image deleted successfully" },
        },
      }),
    );
    server.use(meIs(admin), bannersAre(wireBanner(1), wireBanner(2)), graphql.mutation("DeleteFeatureImage", remove));
    const app = renderApp("/admin/dashboard");
    const first = await screen.findByRole("listitem", { name: "Banner 1" });
    expect(within(first).getByRole("img")).toHaveAttribute("alt", "Banner title 1");
    await app.user.click(within(first).getByRole("button", { name: "Delete Banner 1" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this feature image?" });
    await app.user.click(within(confirm).getByRole("button", { name: "Delete" }));

    expect(await screen.findByText("Feature image deleted successfully")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole("listitem", { name: /^Banner \d$/ })).toHaveLength(1));
    expect(screen.getByLabelText("Title (optional)", { selector: "[value='Banner title 2']" })).toBeInTheDocument();
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it("shows an error when the banners cannot be loaded", async () => {
    server.use(meIs(admin), graphql.query("AdminFeatureImages", () => graphQLError("Something went wrong on our side. Please try again.", "INTERNAL_SERVER_ERROR")));
    renderApp("/admin/dashboard");
    expect(await screen.findByText("Something went wrong on our side. Please try again.")).toBeInTheDocument();
  });
});
