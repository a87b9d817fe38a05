/** The answer to every refused sign-in or reset attempt, whether the address or the account hit the limit. */
export const tooManyAttempts = (seconds: number) =>
  `Too many attempts. Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} and try again.`;
