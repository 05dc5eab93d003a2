import { resourceIcons } from './resource-icons.ts';

/** The icon a resource names; nothing for an empty or unknown name. */
export default function ResourceIcon({ name }: { name: string | null | undefined }) {
  const Icon = name ? resourceIcons[name] : undefined;
  return Icon ? <Icon /> : null;
}
