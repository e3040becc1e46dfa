// What the share tests count as a link a mail client would make clickable.

/** A scheme (http://, also http:\\), www., a host name (a dot before a letter), an IPv4 address. */
const LINKABLE = [/[a-z][\w+.-]*:[/\\]{2}/i, /www\./i, /[^\s.]\.\p{L}/u, /\d\.\d+\.\d+\.\d/u];

/** The first pattern by which `text` holds an auto-linkable URL, or undefined for none. */
export function linkable(text: string): RegExp | undefined {
  return LINKABLE.find((pattern) => pattern.test(text));
}
