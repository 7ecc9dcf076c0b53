import MySQLdb

DB_HOST = "db-rh.oldguard.lan"
DB_USER = "intranet"
DB_PASSWORD = "Rh!ntranet#2009-blue"


def connect():
    return MySQLdb.connect(host=DB_HOST, user=DB_USER, passwd=DB_PASSWORD, db="rh", charset="latin1")
