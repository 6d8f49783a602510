import { SvgIcon, type IconProps } from './svg-icon';

/** Points down; rotate it with CSS for other directions. */
export function ChevronIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m6.75 9.75 5.25 5.25 5.25-5.25" />
    </SvgIcon>
  );
}
