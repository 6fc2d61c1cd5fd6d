import { errorMessage, useAlert } from '@dakiya/shared';

type Refusal = Parameters<typeof errorMessage>[0];

/**
 * What the order's actions (pay, share, rate) do with the API's answer: a refusal is said in a
 * toast, in the app's language. Answers whether the action went through.
 */
export function useSayRefusal() {
  const alert = useAlert();
  return (result: { error?: unknown }): boolean => {
    if (!result.error) return true;
    alert(errorMessage(result.error as Refusal));
    return false;
  };
}
