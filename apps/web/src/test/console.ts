/** console.error calls recorded during the current test (see setup.ts). */
export const consoleErrors: unknown[][] = [];

export const resetConsoleErrors = () => {
  consoleErrors.length = 0;
};

/**
 * For a test that provokes an error on purpose: takes the recorded console.error calls
 * (so they do not fail the test) and returns them for assertions.
 */
export const takeConsoleErrors = (): unknown[][] => consoleErrors.splice(0);
