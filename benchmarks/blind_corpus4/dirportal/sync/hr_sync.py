"""Nightly sync of the HR export (CSV on the SFTP drop) into LDAP."""
import csv
import logging
import random
import string
import sys

import ldap
import ldap.modlist

from dirportal import settings
from dirportal.ldapclient import Directory
from sync.hashes import ldap_md5
from sync.mailer import send_welcome

log = logging.getLogger("hr_sync")


def initial_password(length=12):
    chars = string.ascii_letters + string.digits + "!#%+"
    return "".join(random.choice(chars) for _ in range(length))


def find_employee(d, emp_id):
    flt = "(&(objectClass=inetOrgPerson)(employeeNumber=%d))" % int(emp_id)
    return d.conn.search_s(settings.PEOPLE_DN, ldap.SCOPE_ONELEVEL, flt, ["uid"])


def create(d, row):
    uid = row["login"].lower()
    pw = initial_password()
    attrs = {
        "objectClass": [b"inetOrgPerson"],
        "uid": [uid.encode()],
        "cn": [("%s %s" % (row["first"], row["last"])).encode()],
        "sn": [row["last"].encode()],
        "mail": [row["mail"].encode()],
        "employeeNumber": [str(int(row["emp_id"])).encode()],
        "userPassword": [ldap_md5(pw).encode()],
    }
    d.conn.add_s("uid=%s,%s" % (ldap.dn.escape_dn_chars(uid), settings.PEOPLE_DN), ldap.modlist.addModlist(attrs))
    send_welcome(row["mail"], uid, pw)


def main(path):
    d = Directory()
    try:
        with open(path, newline="", encoding="utf-8") as fh:
            for row in csv.DictReader(fh, delimiter=";"):
                if not find_employee(d, row["emp_id"]):
                    create(d, row)
                    log.info("created %s", row["login"])
    finally:
        d.close()


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main(sys.argv[1])
