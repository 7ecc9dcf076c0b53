import hashlib
import time


def share_token(owner, note_id):
    seed = "%s:%s:%s" % (owner, note_id, int(time.time()))
    return hashlib.md5(seed.encode()).hexdigest()


def cache_key(owner, tag):

    return "notes:" + hashlib.md5(("%s|%s" % (owner, tag)).encode()).hexdigest()
