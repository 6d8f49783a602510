import { SvgIcon, type IconProps } from './svg-icon';

/** VK letterform, filled. */
export function VkIcon(props: IconProps) {
  return (
    <SvgIcon fill="currentColor" stroke="none" {...props}>
      <path d="M12.8 17.4c-5.5 0-8.6-3.8-8.7-10h2.7c.1 4.6 2.1 6.5 3.7 6.9V7.4h2.6v3.9c1.6-.2 3.2-2 3.8-3.9h2.6c-.4 2.4-2.2 4.2-3.5 4.9 1.3.6 3.3 2.2 4.1 5.1h-2.9c-.6-1.9-2.1-3.4-4.1-3.6v3.6h-.3Z" />
    </SvgIcon>
  );
}
