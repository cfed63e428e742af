import { createAuthClient } from 'better-auth/react';

/** Sessions are cookies on our own origin; better-auth refreshes them and notifies on change. */
export const authClient = createAuthClient({ baseURL: window.location.origin });
