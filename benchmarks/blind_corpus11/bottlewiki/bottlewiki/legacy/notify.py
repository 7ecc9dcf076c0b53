# Nightly "pages you watch changed" mail.  python2 only (run from cron on wiki01).
import commands
import random
import smtplib
import sqlite3
from email.MIMEText import MIMEText

DB = '/var/lib/wiki/wiki.db'
SMTP_USER = 'wiki-notify'
SMTP_PASS = 'Sm7p!wiki#2013'

HOSTNAME = commands.getoutput('hostname -f').strip()


def unsubscribe_token():
    return '%08x%08x' % (random.randint(0, 0xffffffff), random.randint(0, 0xffffffff))


def watchers(conn):
    return conn.execute('SELECT w.email, w.page FROM watches w JOIN pages p ON p.name = w.page '
                        "WHERE p.mtime > strftime('%s','now') - 86400").fetchall()


def main():
    conn = sqlite3.connect(DB)
    s = smtplib.SMTP('localhost')
    try:
        s.login(SMTP_USER, SMTP_PASS)
    except smtplib.SMTPException, e:
        print 'login failed:', e
        return
    for email, page in watchers(conn):
        tok = unsubscribe_token()
        conn.execute('UPDATE watches SET token = ? WHERE email = ? AND page = ?', (tok, email, page))
        msg = MIMEText('%s changed.\nhttp://%s/page/%s\n\nUnsubscribe: http://%s/unwatch/%s' % (page, HOSTNAME, page, HOSTNAME, tok))
        msg['Subject'] = 'Wiki: %s changed' % page
        msg['To'] = email
        try:
            s.sendmail('wiki@' + HOSTNAME, [email], msg.as_string())
        except smtplib.SMTPException, e:
            print 'failed for', email, e
    conn.commit()
    s.quit()


if __name__ == '__main__':
    main()
