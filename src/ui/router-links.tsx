import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type AnchorAttributes = AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

function ButtonAnchor(props: ButtonProps & AnchorAttributes) {
  return <Button component="a" {...props} />;
}

function TextAnchor(props: AnchorProps & AnchorAttributes) {
  return <Anchor {...props} />;
}

// Mantine looks, router navigation: typed `to`, client-side transitions, active state.
export const ButtonLink = createLink(ButtonAnchor);
export const AnchorLink = createLink(TextAnchor);
