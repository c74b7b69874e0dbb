// The generated paths of the auth statechart that e2e/auth-model.spec.ts walks in the browser, by
// description. scripts/qa reads it to tell which paths are walked and which transitions they miss.
// The shortest paths to signedIn, confirmSignUp, forgotPassword.code and newPassword, plus the
// failure paths a real identity produces on demand (taken e-mail, unknown e-mail, wrong code,
// wrong password, unconfirmed user, no pending challenge) and logout. Left out: paths needing
// failures the local identity cannot be made to produce (network errors, a reset-required user,
// a hosted page that cannot be reached) and the post-login API outcomes, which are the server's.
export const WALKED: readonly string[] = [
  'reaches signedIn.profile.checking & signedIn.customer.fetching & signedIn.flow.none by checkSession done no user, auth.signIn with email, signIn done signedIn',
  'reaches confirmSignUp.entering by checkSession done no user, show signUp, auth.signUp, signUp done confirmationRequired',
  'reaches signUp.entering by checkSession done no user, show signUp, auth.signUp, signUp error',
  'reaches forgotPassword.code by checkSession done no user, show forgotPassword, auth.forgotPassword.request, forgotPassword done, auth.forgotPassword.submit mismatch',
  'reaches forgotPassword.code by checkSession done no user, show forgotPassword, auth.forgotPassword.request, forgotPassword done, auth.forgotPassword.submit matching, confirmForgotPassword error',
  'reaches forgotPassword.request by checkSession done no user, show forgotPassword, auth.forgotPassword.request, forgotPassword error',
  'reaches newPassword.entering by checkSession done no user, auth.signIn with email, signIn done newPasswordRequired',
  'reaches confirmSignUp.resending by checkSession done no user, auth.signIn with email, signIn error unconfirmed',
  'reaches signIn.idle by checkSession done no user, auth.signIn with email, signIn error wrong password, auth.hosted.failed',
  'reaches signIn.idle by checkSession done no user, show confirmSignUp without email, auth.confirm',
  'reaches signIn.idle by checkSession done user, auth.logout, signOut done',
  'reaches newPassword.entering by checkSession done no user, show newPassword, auth.newPassword.submit matching, completeNewPassword error',
];
