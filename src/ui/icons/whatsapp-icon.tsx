import { SvgIcon, type IconProps } from './svg-icon';

/** WhatsApp speech bubble with a handset, outlined. */
export function WhatsappIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m3.5 20.5 1.3-4.3a8.5 8.5 0 1 1 3.1 3.1l-4.4 1.2Z" />
      <path
        d="M9 7.8c-.5.3-1 1-.9 1.9.2 2.6 3.4 5.8 6 6.1.9.1 1.6-.4 1.9-.9l.2-.8-2.1-1-.9.9c-1.1-.4-2.6-1.9-3-3l.9-.9-1-2.1-1.1-.2Z"
        fill="currentColor"
        stroke="none"
      />
    </SvgIcon>
  );
}
