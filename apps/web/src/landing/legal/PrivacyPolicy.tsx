import { Trans, useLingui } from '@lingui/react/macro';
import { LegalSection } from './LegalText';

/** What Resumey stores, where, and what a shared link means for privacy. One message a paragraph or list item. */
export function PrivacyPolicy() {
  const { t } = useLingui();
  return (
    <div className="space-y-5">
      <p className="text-sm leading-relaxed text-slate-700">
        <Trans>
          Resumey is an open-source resume builder. This policy explains what the operators of this Resumey site (“we”)
          keep about you, where it is kept, and what you control. We do not sell your data, show ads, or use tracking or
          analytics cookies.
        </Trans>
      </p>
      <LegalSection title={t`What we store`}>
        <ul>
          <li>
            <Trans>
              <strong>Your account:</strong> the name, e-mail address and profile picture that Google (or the sign-in
              provider this site uses) gives us when you sign in. We never see your Google password.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Your resumes:</strong> everything you enter in the editor, including a photo if you add one, with
              the template, colour and font you chose and when each resume was created and last changed.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Your shares:</strong> the custom addresses you create (your username and each slug), a copy of the
              shared resume, and how many times each share has been viewed. We count views; we do not record who viewed.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Contact messages:</strong> the name and message you send through the Contact Us form and the time
              it arrived.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Sign-in sessions:</strong> a session record (with the browser’s address and user agent, to help
              spot misuse), referenced by one secure, http-only cookie. If you turn on two-step verification, its secret
              is stored encrypted.
            </Trans>
          </li>
        </ul>
      </LegalSection>
      <LegalSection title={t`Where it is kept`}>
        <p>
          <Trans>
            Account data, resumes, shares, view counts and contact messages are kept in the database of this Resumey
            site. Your browser also keeps a copy of your resumes in its local storage, so you can keep editing while
            offline; that copy never leaves your device except when it is synced to your account. Clearing your browser
            data removes it.
          </Trans>
        </p>
        <p>
          <Trans>
            Contact messages may also be forwarded by e-mail to the site’s team through its e-mail provider.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Links that carry the resume`}>
        <p>
          <Trans>
            When you share with a link that embeds the resume (an address under /v/ followed by a long code), the resume
            itself travels inside the link, compressed into the part after the # sign. Browsers do not send that part to
            our server, so such a resume is not stored by us and we cannot delete it: anyone who has the link can read
            it, for as long as they keep the link. Your photo is only included if you choose so. Share these links only
            with people you trust.
          </Trans>
        </p>
        <p>
          <Trans>
            Resumes shared at a custom address (/u/your-username/slug) are public to anyone who has the address, until
            you delete the share or the resume.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Who else sees it`}>
        <p>
          <Trans>
            Google (or the configured sign-in provider) learns that you signed in to Resumey. Recruiters and anyone else
            you send a link to see the resume you shared. Nobody else receives your data.
          </Trans>
        </p>
      </LegalSection>
      <LegalSection title={t`Your choices`}>
        <ul>
          <li>
            <Trans>
              Edit or delete any resume at any time; deleting a resume also deletes its shares and view counts.
            </Trans>
          </li>
          <li>
            <Trans>Sign out to end your session on the server.</Trans>
          </li>
          <li>
            <Trans>
              Ask us through Contact Us to export or delete your account and everything stored with it; we answer within
              30 days.
            </Trans>
          </li>
        </ul>
      </LegalSection>
      <LegalSection title={t`Changes`}>
        <p>
          <Trans>
            If this policy changes, the new version is published here with a new effective date before it applies.
          </Trans>
        </p>
      </LegalSection>
    </div>
  );
}
