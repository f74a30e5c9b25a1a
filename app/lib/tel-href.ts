/** "+49 30 555 0123" as a tel: address. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
