// @ts-check
/**
 * The five characters that can end an element's text or a quoted attribute, spelled as React spells them,
 * so a text the server fills into a prerendered page (server/live-text.mjs) is byte for byte what React wrote.
 * @type {Record<string, string>}
 */
const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/**
 * Escapes text for HTML (and SVG) element content and quoted attribute values.
 * @param {string} text
 */
export const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
