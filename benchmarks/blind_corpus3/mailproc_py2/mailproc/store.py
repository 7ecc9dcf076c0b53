# -*- coding: utf-8 -*-
import MySQLdb

from mailproc.config import CONFIG

_db = None


def db():
    global _db
    if _db is None:
        _db = MySQLdb.connect(charset='utf8', use_unicode=True, **CONFIG['db'])
    return _db


def log_message(msg_id, sender, subject):
    sql = ("INSERT INTO message_log (msg_id, sender, subject, received) VALUES ('%s', '%s', '%s', NOW())"
           % (msg_id, sender, subject))
    cur = db().cursor()
    cur.execute(sql)
    db().commit()


def message_seen(msg_id):
    cur = db().cursor()
    cur.execute('SELECT 1 FROM message_log WHERE msg_id = %s', (msg_id,))
    return cur.fetchone() is not None


def recent(limit=50):
    cur = db().cursor()
    cur.execute('SELECT received, sender, subject FROM message_log ORDER BY received DESC LIMIT %d' % int(limit))
    return cur.fetchall()
