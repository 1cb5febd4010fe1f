/** See server-process-env.mjs. */
export declare const SERVER_PROCESS_ENV: Readonly<Record<string, string>>;
