import { SvgIcon, type IconProps } from './svg-icon';

/** Points right; rotate it with CSS for other directions. */
export function ArrowIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4.5 12h15m0 0-5.25-5.25M19.5 12l-5.25 5.25" />
    </SvgIcon>
  );
}
