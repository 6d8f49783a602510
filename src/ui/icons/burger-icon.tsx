import { SvgIcon, type IconProps } from './svg-icon';

export function BurgerIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3.75 7.5h16.5M3.75 12h16.5M3.75 16.5h16.5" />
    </SvgIcon>
  );
}
