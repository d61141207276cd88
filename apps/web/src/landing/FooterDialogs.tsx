import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { useLingui } from '@lingui/react/macro';
import { ContactForm } from './ContactForm';
import { useEffectiveDate } from './legal/LegalText';
import { PrivacyPolicy } from './legal/PrivacyPolicy';
import { TermsOfService } from './legal/TermsOfService';

export type FooterDialogKind = 'privacy' | 'terms' | 'contact';

function FooterDialog({
  label,
  description,
  wide,
  open,
  onClose,
  returnFocus,
  children,
}: {
  label: string;
  description: string;
  wide?: boolean;
  open: boolean;
  onClose: () => void;
  returnFocus: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        className={wide ? 'max-w-2xl' : undefined}
        // Without a Radix trigger the dialog would not know where focus came from.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{label}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The footer's three dialogs, in their own chunk: the landing page does not download them (nor the dialog and
 * form code) until a visitor points at or opens one. Closing returns focus to the footer button that opened it.
 */
export default function FooterDialogs({
  open,
  onClose,
  returnFocus,
}: {
  open: FooterDialogKind | null;
  onClose: () => void;
  /** Puts focus back on the footer button that opened the dialog. */
  returnFocus: () => void;
}) {
  const { t } = useLingui();
  const date = useEffectiveDate();
  const effective = t`Effective ${date}`;
  return (
    <>
      <FooterDialog
        label={t`Privacy Policy`}
        description={effective}
        wide
        open={open === 'privacy'}
        onClose={onClose}
        returnFocus={returnFocus}
      >
        <PrivacyPolicy />
      </FooterDialog>
      <FooterDialog
        label={t`Terms of Service`}
        description={effective}
        wide
        open={open === 'terms'}
        onClose={onClose}
        returnFocus={returnFocus}
      >
        <TermsOfService />
      </FooterDialog>
      <FooterDialog
        label={t`Contact Us`}
        description={t`Questions, feedback or a data request? Send us a message.`}
        open={open === 'contact'}
        onClose={onClose}
        returnFocus={returnFocus}
      >
        <ContactForm onSent={onClose} />
      </FooterDialog>
    </>
  );
}
