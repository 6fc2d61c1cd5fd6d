/**
 * The one error shape. The app reads the message from different fields on different screens
 * (login `message`, forgot-password `msg`, Find a Driver `error`, sign-up `data` as field ->
 * messages), so every 4xx carries all of them: one body serves every caller of SPEC.md section 7.
 */
export function errorBody(message: string, fields?: Record<string, string[]>) {
  return { message, msg: message, error: message, ...(fields ? { data: fields } : {}) };
}
