import { SvgIcon, type IconProps } from './svg-icon';

/** Telegram paper plane, outlined. */
export function TelegramIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M20.6 4.2 3.3 10.9c-.7.3-.7 1.2 0 1.4l4.3 1.4 1.6 5c.2.6.9.8 1.3.3l2.4-2.3 4.5 3.3c.5.4 1.3.1 1.4-.5l2.8-14.5c.1-.6-.5-1.1-1-.8Z" />
      <path d="m7.6 13.7 9.4-6.1-6.4 6.6-.4 4.4" />
    </SvgIcon>
  );
}
