import { SafeHtml } from '@shop/shared/ui/safe-html';
import styles from './content.module.css';

/**
 * A page body from the API. The API sanitises page HTML before storing it; the page sanitises it
 * again when rendering (SafeHtml), so a body that reaches the API some other way runs nothing.
 */
export function HtmlBody({ html }: { html: string }) {
  return <SafeHtml className={styles.body} html={html} />;
}
