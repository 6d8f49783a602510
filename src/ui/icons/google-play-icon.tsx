import { SvgIcon, type IconProps } from './svg-icon';

/** Google Play triangle for the store badge, outlined with its inner folds. */
export function GooglePlayIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4.6 3.3c-.3.2-.5.6-.5 1v15.4c0 .4.2.8.5 1l9.7-8.7-9.7-8.7Z" />
      <path d="m4.6 3.3 12.2 6.9-2.5 2.8M4.6 20.7l12.2-6.9-2.5-2.8" />
      <path d="m16.8 10.2 2.6 1.4c.4.2.4.6 0 .8l-2.6 1.4" />
    </SvgIcon>
  );
}
