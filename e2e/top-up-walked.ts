// The generated paths of the top-up statechart that e2e/top-up-model.spec.ts walks in the browser, by
// description. scripts/qa reads it to tell which paths are walked and which transitions they miss.
export const WALKED: readonly string[] = [
  'reaches closed by open during the event',
  'reaches closed by open no registration',
  'reaches form.editing by open first top up, custom 15',
  'reaches form.editing by open first top up, custom emptied',
  'reaches form.editing by open first top up, custom letters',
  'reaches redirecting by open first top up, custom 1500, topUp.request, requestPurchase done',
  'reaches form.failed by open first top up, custom 33.33, topUp.request, requestPurchase error server',
  'reaches form.editing by open first top up, preset 50, topUp.request, requestPurchase error card holder, preset 100',
  'reaches requesting by open first top up, preset 100, topUp.request, requestPurchase error card holder, topUp.request',
  'reaches redirecting by open near the limit, preset 50, topUp.request, requestPurchase done',
  'reaches form.editing by open near the limit, preset 100',
  'reaches form.editing by open near the limit, custom 1500',
  'reaches form.editing by open near the limit, preset 50, topUp.request, requestPurchase error card holder, custom letters',
];
