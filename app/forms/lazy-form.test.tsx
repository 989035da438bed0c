import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { describe, expect, test } from "vitest";
import { lazyForm } from "./lazy-form";

describe("lazyForm", () => {
  test("a form that loaded after it was first rendered stays mounted when its props change", async () => {
    let mounts = 0;
    function Form({ label }: { label: string }) {
      useEffect(() => {
        mounts += 1;
      }, []);
      return <input aria-label={label} />;
    }
    let resolve!: (component: typeof Form) => void;
    const LazyForm = lazyForm(() => new Promise<typeof Form>((done) => (resolve = done)));
    const { rerender } = render(<LazyForm label="Voornaam" />);
    expect(screen.queryByRole("textbox")).toBeNull();
    await act(async () => resolve(Form));
    const input = screen.getByRole("textbox", { name: "Voornaam" }) as HTMLInputElement;
    input.value = "Tomas";
    // The first update after the chunk arrived (a submit's reply) must not mount the form anew.
    rerender(<LazyForm label="Voornaam " />);
    expect(screen.getByRole("textbox")).toBe(input);
    expect(input.value).toBe("Tomas");
    expect(mounts).toBe(1);
  });

  test("once loaded, a new instance renders the form directly", async () => {
    const LazyForm = lazyForm(async () => ({ label }: { label: string }) => <input aria-label={label} />);
    await LazyForm.preload();
    render(<LazyForm label="Straat" />);
    expect(screen.getByRole("textbox", { name: "Straat" })).toBeDefined();
  });
});
