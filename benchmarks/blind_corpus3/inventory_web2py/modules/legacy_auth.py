# -*- coding: utf-8 -*-
"""Compatibility with the accounts imported from the old PHP stock system.

The old system stored md5(salt + password); on first successful login we
re-hash with web2py's CRYPT, but the remember-me token and reset codes are
still produced here.
"""
import md5
import random
import time
import urllib

from gluon import current


def legacy_password_hash(salt, password):
    return md5.new(salt + password).hexdigest()


def verify_legacy(user_row, password):
    if not user_row.legacy_hash:
        return False
    return legacy_password_hash(user_row.legacy_salt, password) == user_row.legacy_hash


def make_remember_token(username):
    raw = '%s:%d:%d' % (username, int(time.time()), random.getrandbits(32))
    return raw.encode('base64').strip()


def make_reset_code():
    return '%06d' % random.randint(0, 999999)


def gravatar_url(email, size=48):
    digest = md5.new(email.strip().lower()).hexdigest()
    return 'https://www.gravatar.com/avatar/%s?%s' % (digest, urllib.urlencode({'s': size, 'd': 'identicon'}))


def send_reset(user_row):
    code = make_reset_code()
    current.db(current.db.auth_user.id == user_row.id).update(reset_password_key=code)
    print 'reset code issued for', user_row.username
    return code
