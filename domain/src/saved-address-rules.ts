/** How a saved address is labelled: Home and Work (one each), or any number named by the customer. */
export const SAVED_ADDRESS_KINDS = ['home', 'work', 'other'] as const;

export const SAVED_ADDRESS_LIMITS = {
  /** Addresses one customer may keep: enough for a business, few enough to list whole. */
  perCustomer: 20,
  /** Characters of a name the customer gives an address ('Mum's place'). */
  nameLength: 40,
  /** Characters of the place's address text (a ride request's locations allow as many). */
  addressLength: 500,
} as const;
