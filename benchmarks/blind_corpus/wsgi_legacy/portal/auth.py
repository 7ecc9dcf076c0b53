import md5
import random
import time

from portal import db
from portal.util import form, html

SESSIONS = {}


def new_session_id():
    return md5.new(str(random.random()) + str(time.time())).hexdigest()


def login(environ, start_response):
    f = form(environ)
    rec = db.user_record(f.get('login', ''))
    if rec is None or md5.new(f.get('password', '')).hexdigest() != rec[1]:
        return html(start_response, '<p>Login failed</p>', '403 Forbidden')
    sid = new_session_id()
    SESSIONS[sid] = rec[0]
    cookie = 'PORTALSESSION=%s; Path=/' % sid
    return html(start_response, '<p>Welcome</p>', headers=[('Set-Cookie', cookie)])
