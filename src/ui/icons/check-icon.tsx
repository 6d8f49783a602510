import { SvgIcon, type IconProps } from './svg-icon';

/** A tick: checked boxes, picked options of a multiple select. */
export function CheckIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </SvgIcon>
  );
}
