from django.core.cache import cache


def store_reset_code(email, code, ttl=900):
    cache.set("reset:%s" % email, code, ttl)


def check_reset_code(email, code):
    expected = cache.get("reset:%s" % email)
    if expected is None or expected != code:
        return False
    cache.delete("reset:%s" % email)
    return True
