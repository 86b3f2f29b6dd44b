/**
 * Sanitising of the information's rich text (issue 19 "a rich-text editor that stores sanitised HTML (no script
 * can survive it)"): sanitize-html with an allow-list of the editor's formatting tags. Scripts, styles, event
 * handler attributes, images and every URL scheme but http, https and mailto are dropped; links get
 * `rel="noopener noreferrer"`.
 */
import sanitizeHtml from 'sanitize-html'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'blockquote',
    'a',
    'code',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe', 'object', 'template'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
}

/** The HTML `html` with only allowed tags and attributes kept (takes and returns HTML text). */
export function sanitizeInfoHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

/** The visible text of sanitised HTML (tags removed), to decide whether a section is empty. */
export function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim()
}
