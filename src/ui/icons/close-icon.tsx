import { SvgIcon, type IconProps } from './svg-icon';

export function CloseIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m5.5 5.5 13 13M18.5 5.5l-13 13" />
    </SvgIcon>
  );
}
