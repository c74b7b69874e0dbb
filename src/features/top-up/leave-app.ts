// The payment provider's page is outside the app: the browser leaves for it.
export function leaveApp(url: string): void {
  window.location.assign(url);
}
