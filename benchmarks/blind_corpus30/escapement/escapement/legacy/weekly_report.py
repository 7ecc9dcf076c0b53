#!/usr/bin/env python2
# Weekly completed-jobs report for the accountant, emailed every Monday.
import csv
import smtplib
import sqlite3
import sys
import tempfile
from email.MIMEMultipart import MIMEMultipart
from email.MIMEBase import MIMEBase
from email import Encoders

SMTP_HOST = "mail.tickandtock.co.uk"
SMTP_USER = "workshop@tickandtock.co.uk"
SMTP_PASS = "Balance-Wheel-1952"
ACCOUNTANT = "books@hartley-accounts.co.uk"


def build_csv(db_path):
    conn = sqlite3.connect(db_path)
    rows = conn.execute(
        "SELECT id, customer, brand, total FROM jobs WHERE status = ? AND completed_on >= date('now', '-7 days')",
        ("collected",),
    ).fetchall()
    handle = tempfile.NamedTemporaryFile(suffix=".csv", delete=False)
    writer = csv.writer(handle)
    for row in rows:
        writer.writerow([unicode(v).encode("utf-8") for v in row])
    handle.close()
    return handle.name, len(rows)


def send(path, count):
    msg = MIMEMultipart()
    msg["Subject"] = "Completed repairs: %d jobs" % count
    msg["From"] = SMTP_USER
    msg["To"] = ACCOUNTANT
    part = MIMEBase("text", "csv")
    part.set_payload(open(path, "rb").read())
    Encoders.encode_base64(part)
    part.add_header("Content-Disposition", "attachment; filename=jobs.csv")
    msg.attach(part)
    server = smtplib.SMTP(SMTP_HOST, 587)
    server.starttls()
    server.login(SMTP_USER, SMTP_PASS)
    server.sendmail(SMTP_USER, [ACCOUNTANT], msg.as_string())
    server.quit()


if __name__ == "__main__":
    try:
        path, count = build_csv(sys.argv[1] if len(sys.argv) > 1 else "/var/lib/escapement/workshop.db")
        send(path, count)
        print "sent %d jobs" % count
    except Exception, exc:
        print >>sys.stderr, "weekly report failed: %s" % exc
        sys.exit(1)
