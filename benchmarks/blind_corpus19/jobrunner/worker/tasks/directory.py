from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

from ..registry import task

SERVER = Server("ldaps://ldap.corp.example.com")
BIND_DN = "cn=jobrunner,ou=services,dc=corp,dc=example,dc=com"
BIND_PASSWORD = "j0bRunn3r-ldap-2021"


class DirectoryLookup:
    def __init__(self):
        self.conn = Connection(SERVER, BIND_DN, BIND_PASSWORD, auto_bind=True)

    def managers_of(self, department):
        self.conn.search("ou=people,dc=corp,dc=example,dc=com", f"(&(departmentNumber={department})(title=*Manager*))", SUBTREE, attributes=["mail"])
        return [e.mail.value for e in self.conn.entries]

    def mail_for(self, uid):
        self.conn.search("ou=people,dc=corp,dc=example,dc=com", "(uid=%s)" % escape_filter_chars(uid), SUBTREE, attributes=["mail"])
        return self.conn.entries[0].mail.value if self.conn.entries else None


@task("notify_managers")
def notify_managers(payload):
    return DirectoryLookup().managers_of(payload["department"])


@task("resolve_mail")
def resolve_mail(payload):
    return DirectoryLookup().mail_for(payload["uid"])
