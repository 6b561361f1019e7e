import { flagUrl } from '../../locales/languages';
import './language-flag.css';

/** A 26 × 20 flag (docs/product.md#languages) as a plain image: the language button's face on every layout. */
export function LanguageFlag({ countryCode, label }: { countryCode: string; label?: string }) {
  return <img className="hc-flag" src={flagUrl(countryCode)} alt={label ?? ''} width={26} height={20} loading="lazy" />;
}
