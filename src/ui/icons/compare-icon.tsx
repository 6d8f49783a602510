import { SvgIcon, type IconProps } from './svg-icon';

/** Two bars of different height: the «сравнение» pictogram. */
export function CompareIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 20.25V9.75M12 20.25V3.75M18 20.25v-7.5M3.75 20.25h16.5" />
    </SvgIcon>
  );
}
