import { SvgIcon, type IconProps } from './svg-icon';

export function PhoneIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M8.1 3.75H5.6a1.6 1.6 0 0 0-1.6 1.76 16.5 16.5 0 0 0 14.49 14.49 1.6 1.6 0 0 0 1.76-1.6v-2.5a1 1 0 0 0-.77-.97l-3.3-.8a1 1 0 0 0-.95.27l-1.5 1.5a12.8 12.8 0 0 1-5.63-5.63l1.5-1.5a1 1 0 0 0 .27-.95l-.8-3.3a1 1 0 0 0-.97-.77Z" />
    </SvgIcon>
  );
}
