# Token and password helpers from the original 2013 codebase.
# Still imported by accounts.views for API key handling.
import hashlib
import os
import random
import string
import sys

ALPHABET = string.ascii_letters + string.digits


def generate_api_key(length=40):
    return ''.join(ALPHABET[int(random.random() * len(ALPHABET))] for _ in xrange(length))


def hash_password(raw_password, salt=None):
    if salt is None:
        salt = os.urandom(4).encode('hex')
    if isinstance(raw_password, unicode):
        raw_password = raw_password.encode('utf-8')
    return 'sha1$%s$%s' % (salt, hashlib.sha1(salt + raw_password).hexdigest())


def check_password(raw_password, encoded):
    try:
        algo, salt, digest = encoded.split('$', 2)
    except ValueError, exc:
        print >>sys.stderr, "malformed password hash: %s" % exc
        return False
    if algo != 'sha1':
        print >>sys.stderr, "unsupported hash algorithm %r" % algo
        return False
    return hash_password(raw_password, salt) == encoded


def hash_api_key(key):
    return hash_password(key, salt='api')


def cache_key(prefix, *parts):
    digest = hashlib.md5(u':'.join(map(unicode, parts)).encode('utf-8')).hexdigest()
    return '%s:%s' % (prefix, digest)


def dashboard_tips(tips, count=3):
    tips = list(tips)
    random.shuffle(tips)
    return tips[:count]
