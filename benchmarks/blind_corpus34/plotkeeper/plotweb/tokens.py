import hashlib
import random


def committee_digest(password, salt):
    return hashlib.sha1((salt + password).encode("utf-8")).hexdigest()


def etag(body):
    return '"' + hashlib.md5(body).hexdigest() + '"'


def pick_rotavator_day(tenants, days):
    return {day: random.choice(tenants) for day in days}
