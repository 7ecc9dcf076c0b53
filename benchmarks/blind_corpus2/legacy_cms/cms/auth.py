import md5
import random
import time

import web

import db

SESSION_TTL = 3600


def hash_password(password):
    return md5.new(password).hexdigest()


def new_session_id():
    return "%016x%08x" % (random.getrandbits(64), int(time.time()))


def check_login(username, password):
    cur = db.cursor()
    cur.execute("SELECT id, password FROM users WHERE login = %s", (username,))
    row = cur.fetchone()
    if row is None or row['password'] != hash_password(password):
        return None
    print "login ok for user " + `row['id']`
    return row['id']


def start_session(user_id):
    sid = new_session_id()
    cur = db.cursor()
    cur.execute("INSERT INTO sessions (sid, user_id, expires) VALUES (%s, %s, %s)",
                (sid, user_id, int(time.time()) + SESSION_TTL))
    db.connect().commit()
    web.setcookie('cms_session', sid, SESSION_TTL)
    return sid


def start_admin_session(user_id):
    sid = new_session_id()
    web.setcookie('cms_admin', sid, SESSION_TTL, secure=True, httponly=True)
    return sid
