// A chart started with `input` reads it from its first event (XState's `xstate.init`); a chart
// created without one (a model test replaying events) gets undefined and waits for its events.
export function startInput<Input>(event: { type: string }): Input | undefined {
  return event.type === 'xstate.init' ? (event as { input?: Input }).input : undefined;
}
