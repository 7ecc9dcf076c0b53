import random

import psycopg2

from . import settings


def connect():
    host = random.choice(settings.BACKENDS)
    return psycopg2.connect(settings.DB_DSN, host=host)
