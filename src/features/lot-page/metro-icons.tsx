/**
 * Walk and transport marks for metro entries. Our own icons rather than the
 * API's `icon_content` markup: nothing from a response is injected as HTML,
 * and the marks match the site's line-icon style.
 */
import { SvgIcon, type IconProps } from '@/ui/icons/svg-icon';

export function WalkIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="13" cy="4.5" r="1.75" />
      <path d="m9 21 2.2-7.2M11.2 13.8 10.5 9l3-1.5 2 3.5 3 1.5M13.2 13.5 15 16v5M10.5 9 7.5 10.5 6.5 14" />
    </SvgIcon>
  );
}

export function TransportIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <rect x="5" y="3.5" width="14" height="14" rx="3" />
      <path d="M5 11.5h14M8.5 17.5 7 20.5M15.5 17.5l1.5 3" />
      <circle cx="8.5" cy="14.5" r="0.75" />
      <circle cx="15.5" cy="14.5" r="0.75" />
    </SvgIcon>
  );
}
