// The generated paths of the refund statechart that e2e/refund-model.spec.ts walks in the browser, by
// description. scripts/qa reads it to tell which paths are walked and which transitions they miss.
export const WALKED: readonly string[] = [
  'reaches closed by request closed',
  'reaches closed by request published',
  'reaches closed by request no registration',
  'reaches closed by edit batch closed',
  'reaches closed by edit archived',
  'reaches closed by request finished, fill valid, account amended, refund.submit, refund.confirm, createRefund done',
  'reaches request.editing by request finished, fill valid, refund.submit, refund.confirm, createRefund error',
  'reaches request.editing by request finished, fill valid, account amended, refund.submit, refund.cancel, fill invalid, account mistyped, refund.submit',
  'reaches request.editing by request low balance, fill valid, account amended, refund.submit',
  'reaches request.editing by request running in AUD, fill valid, account australian, refund.submit, refund.cancel, account australian',
  'reaches closed by edit lodged, fill invalid, account amended, refund.submit, updateRefund done',
  'reaches edit.editing by edit lodged, account amended, refund.submit, updateRefund error, account mistyped, refund.submit',
];
