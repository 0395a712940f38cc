/** Field limits shared by the form's attributes and the zod schema. */
export const ENQUIRY_LIMITS = { name: 200, company: 200, email: 254, message: 5000 } as const;
