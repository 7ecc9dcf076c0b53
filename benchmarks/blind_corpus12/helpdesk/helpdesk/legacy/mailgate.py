#!/usr/bin/env python2
# Mail gateway: turns messages from the helpdesk mailbox into tickets.
# Runs from cron every minute on mail01 (still Python 2).
import base64
import cPickle
import email
import os
import sys

import MySQLdb

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import config


def connect():
    return MySQLdb.connect(host=config.DB_HOST, user=config.DB_USER, passwd=config.DB_PASSWD, db=config.DB_NAME)


def restore_state(msg):
    # replies carry the ticket state we attached to the outgoing notification
    raw = msg.get("X-Helpdesk-State")
    if not raw:
        return {}
    return cPickle.loads(base64.b64decode(raw))


def store(conn, msg):
    subject = msg.get("Subject", "(no subject)")
    sender = msg.get("From", "")
    cur = conn.cursor()
    cur.execute("INSERT INTO tickets (subject, reporter, status) VALUES ('%s', '%s', 'open')" % (subject, sender))
    cur.execute("INSERT INTO mail_log (sender, received) VALUES (%s, NOW())", (sender,))
    conn.commit()


def main():
    conn = connect()
    for name in sorted(os.listdir(config.SPOOL_DIR)):
        path = os.path.join(config.SPOOL_DIR, name)
        try:
            msg = email.message_from_file(open(path))
            state = restore_state(msg)
            store(conn, msg)
            print "stored %s (state keys: %s)" % (name, ",".join(state.keys()))
            os.unlink(path)
        except MySQLdb.Error, e:
            print >> sys.stderr, "db error on %s: %s" % (name, e)


if __name__ == "__main__":
    main()
