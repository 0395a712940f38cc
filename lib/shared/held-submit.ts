/**
 * How a form sent before React hydrates is held and then sent by React, shared by the page's loader
 * (scripts/lib/load-on-intent.ts) and the contact form: the loader holds a submit of a form marked
 * HOLD_UNTIL_READY that is not yet FORM_READY, and marks it HELD_SUBMIT; the form, once hydrated,
 * sends what the fields hold and marks itself FORM_READY.
 */
export const HOLD_UNTIL_READY = "data-hold-until-ready";
export const FORM_READY = "data-form-ready";
export const HELD_SUBMIT = "data-held-submit";
