import { SvgIcon, type IconProps } from './svg-icon';

/** Marks a link that opens in a new tab. */
export function ExternalIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M13.5 4.5h6v6M19.5 4.5 11 13M18 14.25v4.5a.75.75 0 0 1-.75.75H5.25a.75.75 0 0 1-.75-.75V6.75A.75.75 0 0 1 5.25 6h4.5" />
    </SvgIcon>
  );
}
