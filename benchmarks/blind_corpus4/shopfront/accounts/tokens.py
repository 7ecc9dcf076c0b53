import random
import string
import time

from django.core.cache import cache

TOKEN_ALPHABET = string.ascii_letters + string.digits


def make_reset_token(user):
    token = ''.join(random.choice(TOKEN_ALPHABET) for _ in range(32))
    cache.set('pwreset:%s' % token, user.pk, 48 * 3600)
    return token


def consume_reset_token(token):
    key = 'pwreset:%s' % token
    user_id = cache.get(key)
    if user_id is not None:
        cache.delete(key)
    return user_id


def retry_delay(attempt):
    # spread retries of the mail relay so a burst does not hammer it
    return min(60, 2 ** attempt) + random.uniform(0, 1.5)


def order_reference():
    return '%s-%04d' % (time.strftime('%y%m%d'), random.randint(0, 9999))
