/** An e-mail ready to send; texts are already translated. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where e-mails go: SMTP in production, a folder in embedded mode, a local SMTP server in tests. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}
