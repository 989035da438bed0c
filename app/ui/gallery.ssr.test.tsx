// @vitest-environment node
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { expect, test } from "vitest";
import { NotificationProvider } from "~/ui/notification/notification-provider";
import ComponentGallery from "~/routes/dev.componenten";

// The blocks render on the server (the Worker) without touching window or document.
test("the gallery renders to HTML without a DOM", () => {
  expect(typeof document).toBe("undefined");
  const html = renderToString(
    <MemoryRouter>
      <NotificationProvider>
        <ComponentGallery />
      </NotificationProvider>
    </MemoryRouter>,
  );
  expect(html).toContain("Componentengalerij");
  // The phone input is masked on the server too.
  expect(html).toContain('value="(+32) 4 70123456"');
});
