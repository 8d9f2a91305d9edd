import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql } from "msw";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { deferred, gqlJson, graphQLError } from "../../test/fixtures";
import { renderInProviders } from "../../test/renderApp";
import { server } from "../../test/server";
import { ImageUpload, type UploadedImage } from "./ImageUpload";

const uploaded = {
  __typename: "UploadedImage",
  url: "/media/uploads/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/original.jpg",
  images: {
    __typename: "ImageSet",
    original: "/media/uploads/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/original.jpg",
    thumbnail: "/media/uploads/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/thumb.jpg",
    large: "/media/uploads/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/large.jpg",
    webp: "/media/uploads/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/image.webp",
    webpSources: [{ __typename: "ImageSource", url: "/media/uploads/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/image.webp", width: 800 }],
  },
};

function png(name = "kurta.png") {
  return new File(["not-really-a-png"], name, { type: "image/png" });
}

function Harness({ onChange, disabled, initial = null }: { onChange: (image: UploadedImage | null) => void; disabled?: boolean; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ImageUpload
      value={value}
      disabled={disabled}
      onChange={(image) => {
        setValue(image?.url ?? null);
        onChange(image);
      }}
    />
  );
}

function renderUpload(props: Parameters<typeof Harness>[0]) {
  const user = userEvent.setup();
  renderInProviders(<Harness {...props} />);
  return { user, input: screen.getByLabelText("Upload Image") as HTMLInputElement };
}

describe("ImageUpload", () => {
  it("uploads the chosen file at once as a multipart request, shows a skeleton meanwhile, then the preview", async () => {
    const gate = deferred();
    let received: { file?: unknown; preflight?: string | null; contentType?: string | null } = {};
    server.use(
      graphql.mutation("UploadImage", async ({ variables, request }) => {
        received = {
          file: variables.file,
          preflight: request.headers.get("apollo-require-preflight"),
          contentType: request.headers.get("content-type"),
        };
        await gate.promise;
        return gqlJson({ data: { uploadImage: uploaded } });
      }),
    );
    const onChange = vi.fn();
    const { user, input } = renderUpload({ onChange });
    expect(screen.getByText("Drag & drop or click to upload image")).toBeInTheDocument();

    await user.upload(input, png());

    expect(await screen.findByTestId("image-upload-skeleton")).toBeInTheDocument();
    expect(screen.getByText("Uploading image…")).toBeInTheDocument();
    await waitFor(() => expect(received.preflight).toBe("true"));
    expect(received.contentType).toMatch(/^multipart\/form-data/);
    expect(received.file).toBeInstanceOf(File);
    // (jsdom's File bytes do not survive Node's fetch; the browser journeys prove the real upload.)
    expect(onChange).not.toHaveBeenCalled();

    gate.resolve();
    const preview = await screen.findByRole("img", { name: "Uploaded image preview" });
    expect(preview).toHaveAttribute("src", uploaded.url);
    expect(screen.queryByTestId("image-upload-skeleton")).not.toBeInTheDocument();
    expect(screen.getByText("kurta.png")).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(uploaded);
  });

  it("removes the image", async () => {
    server.use(graphql.mutation("UploadImage", () => gqlJson({ data: { uploadImage: uploaded } })));
    const onChange = vi.fn();
    const { user, input } = renderUpload({ onChange });
    await user.upload(input, png());
    await screen.findByRole("img", { name: "Uploaded image preview" });

    await user.click(screen.getByRole("button", { name: "Remove image" }));

    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole("img", { name: "Uploaded image preview" })).not.toBeInTheDocument();
    expect(screen.getByText("Drag & drop or click to upload image")).toBeInTheDocument();
  });

  it("uploads a dropped file", async () => {
    const upload = vi.fn(() => gqlJson({ data: { uploadImage: uploaded } }));
    server.use(graphql.mutation("UploadImage", upload));
    const onChange = vi.fn();
    renderUpload({ onChange });
    const area = screen.getByTestId("image-upload-area");
    const file = png("dropped.png");
    const dataTransfer = { files: [file], dropEffect: "none", types: ["Files"] };
    fireEvent.dragOver(area, { dataTransfer });
    expect(screen.getByText("Drop the image to upload it")).toBeInTheDocument();
    fireEvent.drop(area, { dataTransfer });

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(uploaded));
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message and stays empty when the upload fails", async () => {
    server.use(graphql.mutation("UploadImage", () => graphQLError("The image is too large: at most 5 MB.", "BAD_USER_INPUT")));
    const onChange = vi.fn();
    const { user, input } = renderUpload({ onChange });
    await user.upload(input, png());

    expect(await screen.findByText("The image is too large: at most 5 MB.")).toBeInTheDocument();
    expect(screen.getByText("Drag & drop or click to upload image")).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses a file that is not an image without calling the server", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    renderInProviders(<Harness onChange={onChange} />);
    await user.upload(screen.getByLabelText("Upload Image"), new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText("Choose a JPEG, PNG or WebP image")).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("in disabled mode shows the image without a remove button and accepts no file", () => {
    const onChange = vi.fn();
    const { input } = renderUpload({ onChange, disabled: true, initial: uploaded.url });
    expect(input).toBeDisabled();
    expect(screen.getByRole("img", { name: "Uploaded image preview" })).toHaveAttribute("src", uploaded.url);
    expect(screen.queryByRole("button", { name: "Remove image" })).not.toBeInTheDocument();
    expect(screen.getByText("The image cannot be changed while editing")).toBeInTheDocument();
  });
});
