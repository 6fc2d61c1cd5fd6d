import { errorMessage, isLanguage, useAlert, useLingui } from '@dakiya/shared';
import { useInvoiceFileMutation } from './order-extras-api';

/**
 * Saves an order's tax invoice in the app's language: fetched with the customer's token, then
 * handed to the browser as a download. Answers the save and whether one is under way.
 */
export function useSaveInvoice() {
  const [fetchInvoice, { isLoading }] = useInvoiceFileMutation();
  const alert = useAlert();
  const { i18n } = useLingui();
  const save = async (orderId: number) => {
    const lang = isLanguage(i18n.locale) ? i18n.locale : 'en';
    const result = await fetchInvoice({ orderId, lang });
    if (!result.data) {
      alert(errorMessage(result.error));
      return;
    }
    const { url, name } = result.data;
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    // Once the browser has taken the file.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return { save, saving: isLoading };
}
