import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, test } from "vitest";
import { ScreenReplies, useFetcherReply, useLatestScreen } from "./latest-screen";

// What a page shows after its writes (issue 59): the newest screen an answer carried, until the loaders
// read again; never the loader data from before a screen once a later answer comes without one.

type Data = { label: string };
type Reply = { intent: string; screen?: Data };

let handOver: (reply: Reply) => void = () => undefined;

function Switch() {
  const [reply, setReply] = useState<Reply | undefined>(undefined);
  handOver = setReply;
  useFetcherReply(reply);
  return null;
}

function Page({ loaderData, actionData }: { loaderData: Data; actionData?: Reply }) {
  const { screen: shown, take } = useLatestScreen(loaderData, actionData);
  return (
    <ScreenReplies value={take}>
      <p>{shown.label}</p>
      <Switch />
    </ScreenReplies>
  );
}

describe("useLatestScreen", () => {
  test("shows an action's screen, keeps it through an answer without one, and gives way to the next loader read", () => {
    const loaded = { label: "gelezen" };
    const { rerender } = render(<Page loaderData={loaded} />);
    expect(screen.getByText("gelezen")).toBeTruthy();
    rerender(<Page loaderData={loaded} actionData={{ intent: "save", screen: { label: "na het opslaan" } }} />);
    expect(screen.getByText("na het opslaan")).toBeTruthy();
    // A refusal (no screen) before its loaders have read again: not back to the data from before the save.
    rerender(<Page loaderData={loaded} actionData={{ intent: "save" }} />);
    expect(screen.getByText("na het opslaan")).toBeTruthy();
    rerender(<Page loaderData={{ label: "opnieuw gelezen" }} actionData={{ intent: "save" }} />);
    expect(screen.getByText("opnieuw gelezen")).toBeTruthy();
  });

  test("shows the screen a fetcher's answer carries, the newest of the action's and the fetchers'", () => {
    const loaded = { label: "gelezen" };
    const action = { intent: "save", screen: { label: "van het formulier" } };
    const { rerender } = render(<Page loaderData={loaded} actionData={action} />);
    expect(screen.getByText("van het formulier")).toBeTruthy();
    act(() => handOver({ intent: "subscribe", screen: { label: "van de schakelaar" } }));
    expect(screen.getByText("van de schakelaar")).toBeTruthy();
    // The same action answer rendered again is not newer than the switch's.
    rerender(<Page loaderData={loaded} actionData={action} />);
    expect(screen.getByText("van de schakelaar")).toBeTruthy();
    // A switch's answer without a screen (a refusal) changes nothing.
    act(() => handOver({ intent: "subscribe" }));
    expect(screen.getByText("van de schakelaar")).toBeTruthy();
  });
});
