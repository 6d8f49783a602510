import { SvgIcon, type IconProps } from './svg-icon';

/** «Поделиться»: an arrow leaving a tray, the mark phones use for their share sheet. */
export function ShareIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 15V3.75M8.25 7.5 12 3.75l3.75 3.75M8.25 10.5H6.75A1.5 1.5 0 0 0 5.25 12v6.75a1.5 1.5 0 0 0 1.5 1.5h10.5a1.5 1.5 0 0 0 1.5-1.5V12a1.5 1.5 0 0 0-1.5-1.5h-1.5" />
    </SvgIcon>
  );
}
