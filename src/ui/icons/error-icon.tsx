import { SvgIcon, type IconProps } from './svg-icon';

/** A circled exclamation mark: the error icon of spec §5, next to a field's message. */
export function ErrorIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.25" />
      <path d="M12 16.25v.01" strokeWidth={2.25} />
    </SvgIcon>
  );
}
