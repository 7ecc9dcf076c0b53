import configparser
import os

import MySQLdb

_INI = os.environ.get("INTRANET_INI", "/etc/intranet/db.ini")


def connect():
    cp = configparser.ConfigParser()
    cp.read(_INI)
    sect = cp["mysql"]
    return MySQLdb.connect(host=sect.get("host", "localhost"), user=sect["user"], passwd=sect["password"], db=sect["db"], charset="latin1")


def connect_reporting():
    # read-only replica used by the nightly reports
    return MySQLdb.connect(host="db-replica.intra", user="report", passwd="r3p0rt!2011", db="intranet", charset="latin1")
