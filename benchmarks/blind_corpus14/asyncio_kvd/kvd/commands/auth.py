import hashlib
import hmac
import random

from .. import config
from .base import Command, CommandError


def _users():
    users = {}
    with open(config.USERS_FILE) as fh:
        for line in fh:
            if ":" in line:
                name, digest = line.strip().split(":", 1)
                users[name] = digest
    return users


class Hello(Command):
    """HELLO -> short connection id that clients echo in their own logs for correlation."""

    verb = "HELLO"
    requires_auth = False

    def run(self):
        self.conn.conn_id = "%08x" % random.randint(0, 0xFFFFFFFF)
        return self.conn.conn_id


class Auth(Command):
    verb = "AUTH"
    requires_auth = False
    min_args = 2

    def run(self, user, password):
        expected = _users().get(user)
        actual = hashlib.sha1(password.encode()).hexdigest()
        if expected is None or not hmac.compare_digest(expected, actual):
            raise CommandError("bad credentials")
        self.conn.user = user
        return "OK"


class Admin(Command):
    verb = "ADMIN"
    requires_auth = False
    min_args = 1

    def run(self, token):
        if not hmac.compare_digest(token, config.ADMIN_TOKEN):
            raise CommandError("denied")
        self.conn.user, self.conn.is_admin = "admin", True
        return "OK"
