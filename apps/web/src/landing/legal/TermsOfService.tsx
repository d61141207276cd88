import { LIMITS } from '@resumey/resume';
import { LegalSection } from './LegalText';

export function TermsOfService() {
  return (
    <div className="space-y-5">
      <p className="text-sm leading-relaxed text-slate-700">
        These terms apply when you use this Resumey site to build, store or share resumes, or to read resumes that
        others share. By using it you accept them.
      </p>
      <LegalSection title="Your account">
        <p>
          You sign in with Google (or the sign-in provider this site uses) and are responsible for what happens in your
          account. Each account can keep up to {LIMITS.maxResumes} resumes and {LIMITS.maxSharedResumes} shared resumes
          at a time.
        </p>
      </LegalSection>
      <LegalSection title="Your content">
        <p>
          You own the resumes you create. You let us store them and show them to the people you share them with, only to
          run the service. Make sure what you write is true and that you may use any photo or text you add.
        </p>
      </LegalSection>
      <LegalSection title="Sharing">
        <p>
          A shared resume can be read by anyone who has its link or address, without signing in. Before you share, you
          confirm that you agree to this. You can stop a custom-address share by deleting it; a link that embeds the
          resume keeps working for whoever has it, because we never stored it.
        </p>
      </LegalSection>
      <LegalSection title="Fair use">
        <ul>
          <li>No unlawful, misleading, hateful or infringing content, and no impersonation of other people.</li>
          <li>No spam, malware, scraping, or attempts to break, overload or get around the limits of the service.</li>
          <li>Recruiters may use shared resumes only to assess the candidate for a role.</li>
        </ul>
        <p>We may remove content or close accounts that break these rules.</p>
      </LegalSection>
      <LegalSection title="The service">
        <p>
          Resumey is open-source software provided as is, without warranties. We work to keep it available and your data
          safe, but we cannot promise it will always be available or error-free; keep your own copy of anything
          important. To the extent the law allows, we are not liable for indirect losses, such as a missed job
          opportunity.
        </p>
      </LegalSection>
      <LegalSection title="Changes and contact">
        <p>
          We may update these terms; the new version is published here with a new effective date before it applies.
          Questions? Use Contact Us at the bottom of the home page.
        </p>
      </LegalSection>
    </div>
  );
}
