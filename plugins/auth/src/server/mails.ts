import type { MailMessage } from '@app/core/server';

const PRODUCT = 'AML KYC Platform';

export const verificationMail = (to: string, link: string): MailMessage => ({
  to,
  subject: `${PRODUCT}: verify your e-mail address`,
  text: `Please confirm your e-mail address by opening this link (valid for 24 hours, usable once):\n\n${link}\n\nIf you did not ask for this, ignore this e-mail.`,
  html: `<p>Please confirm your e-mail address (the link is valid for 24 hours and can be used once):</p><p><a href="${link}">Verify e-mail</a></p><p>${link}</p>`,
});

export const resetMail = (to: string, link: string): MailMessage => ({
  to,
  subject: `${PRODUCT}: reset your password`,
  text: `A password reset was requested for your account. Open this link within 1 hour to choose a new password:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password stays unchanged.`,
  html: `<p>A password reset was requested for your account. Open this link within 1 hour:</p><p><a href="${link}">Reset password</a></p><p>${link}</p>`,
});

export const contactMail = (
  to: string,
  m: { name: string; email: string; companyName: string; message: string },
): MailMessage => ({
  to,
  subject: `${PRODUCT}: contact request from ${m.name} (${m.companyName})`,
  text: `Name: ${m.name}\nE-mail: ${m.email}\nCompany: ${m.companyName}\n\n${m.message}`,
});

/** Sent to the old address when someone changes a user's e-mail (ADR 0012); the change waits for the new address's link. */
export const emailChangeNoticeMail = (to: string, newEmail: string, byName: string): MailMessage => ({
  to,
  subject: `${PRODUCT}: a change of your sign-in e-mail was requested`,
  text: `${byName} asked to change the sign-in e-mail of your account to ${newEmail}. It takes effect only when that address confirms it.\n\nIf this is not expected, tell your administrator.`,
});
