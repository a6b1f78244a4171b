import { interpolate } from '@/lib/content/docusaurus-base-url';

interface TranslateProps {
  id?: string;
  description?: string;
  values?: Record<string, unknown>;
  children?: string;
}

/** `@docusaurus/Translate`: the site has one language, so the default message is the text. */
export default function Translate({ children = '', values }: TranslateProps) {
  return <>{interpolate(children, values)}</>;
}

/** `translate({ message, id, description }, values)`, the function form. */
export function translate({ message }: { message: string; id?: string; description?: string }, values?: Record<string, unknown>): string {
  return interpolate(message, values);
}
