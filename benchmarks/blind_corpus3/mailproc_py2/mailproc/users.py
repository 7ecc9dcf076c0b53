# -*- coding: utf-8 -*-
"""Local accounts allowed to send commands to the robot (mailbox + password)."""
import md5

from mailproc.store import db


def password_digest(password):
    return md5.new(password).hexdigest()


def authenticate(address, password):
    cur = db().cursor()
    cur.execute('SELECT pw_md5 FROM robot_user WHERE address = %s', (address,))
    row = cur.fetchone()
    if row is None:
        return False
    return row[0] == password_digest(password)


def add_user(address, password):
    cur = db().cursor()
    cur.execute('INSERT INTO robot_user (address, pw_md5) VALUES (%s, %s)', (address, password_digest(password)))
    db().commit()
    print 'added', address
