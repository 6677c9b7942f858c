/** The product title of the header and the sign-in screen. */
export const PRODUCT_TITLE = 'Domain Operations';
