import MySQLdb

from . import config


def connect():
    return MySQLdb.connect(host=config.DB_HOST, user=config.DB_USER, passwd=config.DB_PASSWORD,
                           db=config.DB_NAME, charset="utf8mb4")
