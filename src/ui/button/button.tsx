/**
 * The site button (spec §4: disabled, or loading with a spinner). One look,
 * three elements: a `<button>`, an `<a>` via `href`, or a router `Link` via `to`.
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from '@/ui/link/link';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'accent' | 'inverse';
export type ButtonSize = 's' | 'm' | 'l';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and swallows clicks until done. */
  loading?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  className?: string;
  children?: ReactNode;
}

type NativeButton = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> & {
    href?: never;
    to?: never;
    ref?: Ref<HTMLButtonElement>;
  };
type AnchorButton = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps> & {
    href: string;
    to?: never;
    ref?: Ref<HTMLAnchorElement>;
  };
type RouterButton = CommonProps &
  Omit<LinkProps, keyof CommonProps> & { to: LinkProps['to']; href?: never; ref?: Ref<HTMLAnchorElement> };

export type ButtonProps = NativeButton | AnchorButton | RouterButton;

function classNames(props: CommonProps): string {
  const { variant = 'primary', size = 'm', fullWidth, className } = props;
  return [styles.button, styles[variant], styles[size], fullWidth && styles.full, className].filter(Boolean).join(' ');
}

function Content({ loading, iconStart, iconEnd, children }: CommonProps) {
  return (
    <>
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      <span className={styles.content}>
        {iconStart}
        {children !== undefined && <span className={styles.label}>{children}</span>}
        {iconEnd}
      </span>
    </>
  );
}

/** Blocks activation of inactive links; buttons use the native `disabled`. */
function guard<E extends HTMLElement>(inactive: boolean, onClick?: (event: MouseEvent<E>) => void) {
  return (event: MouseEvent<E>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
}

export function Button(props: ButtonProps) {
  const {
    variant,
    size,
    loading = false,
    disabled = false,
    fullWidth,
    iconStart,
    iconEnd,
    className,
    children,
    ...rest
  } = props;
  const common = { variant, size, fullWidth, className };
  const content = (
    <Content loading={loading} iconStart={iconStart} iconEnd={iconEnd}>
      {children}
    </Content>
  );
  const state = {
    className: classNames(common),
    'aria-busy': loading || undefined,
    'data-loading': loading || undefined,
  };

  if ('to' in rest && rest.to !== undefined) {
    const { onClick, ...link } = rest as RouterButton;
    const inactive = disabled || loading;
    return (
      <Link {...link} {...state} aria-disabled={inactive || undefined} onClick={guard(inactive, onClick)}>
        {content}
      </Link>
    );
  }
  if ('href' in rest && rest.href !== undefined) {
    const { onClick, href, ...anchor } = rest as AnchorButton;
    const inactive = disabled || loading;
    return (
      // A disabled link loses its href so it cannot be followed or middle-clicked.
      <a
        {...anchor}
        {...state}
        href={disabled ? undefined : href}
        aria-disabled={inactive || undefined}
        onClick={guard(inactive, onClick)}
      >
        {content}
      </a>
    );
  }
  const { onClick, type = 'button', 'aria-disabled': ariaDisabled, ...button } = rest as NativeButton;
  return (
    <button
      {...button}
      {...state}
      type={type}
      disabled={disabled}
      // While loading the button keeps focus (no native disabled) but ignores clicks.
      aria-disabled={loading || ariaDisabled || undefined}
      onClick={guard(loading, onClick)}
    >
      {content}
    </button>
  );
}
