import psycopg2
import psycopg2.extras

from . import config


def connect():
    return psycopg2.connect(config.DB_DSN, cursor_factory=psycopg2.extras.RealDictCursor)
