/** Rupees to whole paise and back, so sums of rupee amounts never drift. */
const toPaise = (rupees: number) => Math.round(rupees * 100);
const toRupees = (paise: number) => paise / 100;

/** A fare that includes GST, split the way a tax invoice states it. */
export interface GstSplit {
  /** The fare without tax. */
  taxable: number;
  /** Intra-state supply: central and state tax, half the rate each; else both 0. */
  cgst: number;
  sgst: number;
  /** Inter-state supply: integrated tax at the whole rate; else 0. */
  igst: number;
  /** What the customer paid: taxable + every tax. */
  total: number;
}

/**
 * Splits `fare` (tax included, as the product's fares are) at `ratePercent` into the taxable value
 * and the tax, in paise: the taxable value is rounded, the tax is what remains, so the parts
 * always add up to the fare. Within one state the tax is halved into CGST and SGST (the odd paisa
 * to SGST); between states it is IGST.
 */
export function splitGst(fare: number, ratePercent: number, interState: boolean): GstSplit {
  const total = toPaise(fare);
  const taxable = Math.round((total * 100) / (100 + ratePercent));
  const tax = total - taxable;
  const cgst = interState ? 0 : Math.floor(tax / 2);
  return {
    taxable: toRupees(taxable),
    cgst: toRupees(cgst),
    sgst: toRupees(interState ? 0 : tax - cgst),
    igst: toRupees(interState ? tax : 0),
    total: toRupees(total),
  };
}
