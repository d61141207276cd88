import { LIMITS } from '@resumey/resume';
import { Trans, useLingui } from '@lingui/react/macro';
import { LegalSection } from './LegalText';

/** The terms of use. One message a paragraph or list item. */
export function TermsOfService() {
  const { t } = useLingui();
  const maxResumes = LIMITS.maxResumes;
  const maxShared = LIMITS.maxSharedResumes;
  return (
    <div className="space-y-5">
      <p className="text-sm leading-relaxed text-slate-700">
        <Trans>
          These terms apply when you use this Resumey site to build, store or share resumes, or to read resumes that
          others share. By using it you accept them.
        </Trans>
      </p>
      <LegalSection title={t`Your account`}>
        <p>
          <Trans>
            You sign in with Google (or the sign-in provider this site uses) and are responsible for what happens in
            your account. Each account can keep up to {maxResumes} resumes and {maxShared} shared resumes at a time.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Your content`}>
        <p>
          <Trans>
            You own the resumes you create. You let us store them and show them to the people you share them with, only
            to run the service. Make sure what you write is true and that you may use any photo or text you add.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Sharing`}>
        <p>
          <Trans>
            A shared resume can be read by anyone who has its link or address, without signing in. Before you share, you
            confirm that you agree to this. You can stop a custom-address share by deleting it; a link that embeds the
            resume keeps working for whoever has it, because we never stored it.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Fair use`}>
        <ul>
          <li>
            <Trans>No unlawful, misleading, hateful or infringing content, and no impersonation of other people.</Trans>
          </li>
          <li>
            <Trans>
              No spam, malware, scraping, or attempts to break, overload or get around the limits of the service.
            </Trans>
          </li>
          <li>
            <Trans>Recruiters may use shared resumes only to assess the candidate for a role.</Trans>
          </li>
        </ul>
        <p>
          <Trans>We may remove content or close accounts that break these rules.</Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`The service`}>
        <p>
          <Trans>
            Resumey is open-source software provided as is, without warranties. We work to keep it available and your
            data safe, but we cannot promise it will always be available or error-free; keep your own copy of anything
            important. To the extent the law allows, we are not liable for indirect losses, such as a missed job
            opportunity.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Changes and contact`}>
        <p>
          <Trans>
            We may update these terms; the new version is published here with a new effective date before it applies.
            Questions? Use Contact Us at the bottom of the home page.
          </Trans>
        </p>
      </LegalSection>
    </div>
  );
}
