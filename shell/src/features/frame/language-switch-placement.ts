import { ROUTES } from '@dakiya/domain';

/** The tutorial and sign-in screens carry their own language switch, where a visitor sees it. */
const OWN_LANGUAGE_SWITCH: readonly string[] = [ROUTES.tutorial, ROUTES.login];

/** Whether the frame's header shows the language switch on this screen. */
export function showsLanguageSwitch(pathname: string): boolean {
  return !OWN_LANGUAGE_SWITCH.includes(pathname);
}
