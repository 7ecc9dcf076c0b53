#!/usr/bin/env python
"""Weekly digest of new transcriptions for the registrars' list (Python 2)."""
import smtplib
import sys
from email.MIMEText import MIMEText

import MySQLdb

SMTP_HOST = "smtp.stauben-diocese.example.org"
SMTP_USER = "parishreg@stauben-diocese.example.org"
SMTP_PASS = "Ch0irSt4lls!1887"
RECIPIENTS = ["registrars@stauben-diocese.example.org"]


def weekly_counts(cur):
    cur.execute(
        "SELECT parish, COUNT(*) FROM entries WHERE created > DATE_SUB(NOW(), INTERVAL 7 DAY) GROUP BY parish ORDER BY parish"
    )
    return cur.fetchall()


def main():
    conn = MySQLdb.connect(host="localhost", user="parishreg", db="parishreg")
    rows = weekly_counts(conn.cursor())
    if not rows:
        print "nothing new this week"
        return 0
    body = "\n".join("%-30s %5d" % (p, n) for p, n in rows)
    msg = MIMEText("New transcriptions this week:\n\n" + body)
    msg["Subject"] = "Parish registers: weekly digest"
    msg["From"] = SMTP_USER
    msg["To"] = ", ".join(RECIPIENTS)
    s = smtplib.SMTP(SMTP_HOST, 587)
    s.starttls()
    s.login(SMTP_USER, SMTP_PASS)
    s.sendmail(SMTP_USER, RECIPIENTS, msg.as_string())
    s.quit()
    print "sent digest (%d parishes)" % len(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
