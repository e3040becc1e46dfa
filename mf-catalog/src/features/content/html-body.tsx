import styles from './content.module.css';

/**
 * A page body from the API. The API sanitises page HTML before storing it, so this is the one
 * place that renders HTML, and only the API's `body` field.
 */
export function HtmlBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side (API page bodies)
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
