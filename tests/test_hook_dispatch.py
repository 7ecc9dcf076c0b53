"""A base class's template method hands a client's values to a hook it calls on self (`self.get_userinfo(user, pw,
command)` in the request handler), and a subclass overrides the hook with the sink: the override receives those
values, whether it is defined in the base's module or in another one (issue 9's "private hook method called from a
base class in another module"). What the client did not send, a class that is no subclass, and a call whose
positions a starred argument hides hand nothing."""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge_at, raised
from tickets.models import VerdictKind

BASE = """
    import base64
    import sys
    from http.server import BaseHTTPRequestHandler


    class AuthRequestHandler(BaseHTTPRequestHandler):
        def do_GET(self):
            auth = self.headers.get("Authorization")
            user, pw = base64.b64decode(auth.split()[1]).decode().split(":", 1)
            if not self.get_userinfo(user, pw, command="GET"):
                self.send_response(401)
            self.audit(sys.argv[1])
            self.log_as(*[user])

        def get_userinfo(self, user, pw, command):
            return False
    """

SUBCLASS = """
    import MySQLdb
    from authserver import AuthRequestHandler


    class MySQLAuthHandler(AuthRequestHandler):
        def get_userinfo(self, user, pw, command):
            db = MySQLdb.connect()
            db.execute("select * from Users where User='%s' and Pass='%s'" % (user, pw))
            return db.execute("select * from Log where Command='%s'" % command)

        def audit(self, name):
            MySQLdb.connect().execute("select * from Audit where Name='%s'" % name)

        def log_as(self, who):
            MySQLdb.connect().execute("select * from Log where Who='%s'" % who)
    """

SIBLING = """
    import MySQLdb


    class Unrelated:
        def get_userinfo(self, user, pw, command):
            return MySQLdb.connect().execute("select * from Users where User='%s'" % user)
    """


def _sql_lines(view: MemoryView, path: str) -> list[int]:
    return sorted(f.primary.start_line for f in raised(view, "taint")
                  if f.category == "sql-injection" and f.primary.path == path)


def test_an_override_in_another_module_receives_what_the_base_hands_its_hook() -> None:
    view = MemoryView({"authserver.py": BASE, "mysqlauth.py": SUBCLASS})
    assert _sql_lines(view, "mysqlauth.py") == [8]  # not the constant command, argv, or a starred argument
    verdict = judge_at(view, "taint", "mysqlauth.py", "from Users", "sql-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED
    source = next(item for item in verdict.evidence if "untrusted source" in item.note)
    assert source.path == "authserver.py" and source.start_line == 8 and "self.headers" in source.quote


def test_an_override_in_the_same_module_receives_it_too() -> None:
    # (A hook the base does not define itself was read before: a call on self reaches any method of that name in
    # its module. One it defines, as get_userinfo here, ran the base's own.)
    body = "\n".join(line for line in SUBCLASS.splitlines() if "from authserver" not in line)
    view = MemoryView({"auth.py": BASE + body})
    lines = view.read_text("auth.py").splitlines()
    users = next(number for number, line in enumerate(lines, 1) if "from Users" in line)
    command = next(number for number, line in enumerate(lines, 1) if "from Log where Command" in line)
    assert users in _sql_lines(view, "auth.py") and command not in _sql_lines(view, "auth.py")


def test_a_class_that_is_no_subclass_receives_nothing() -> None:
    view = MemoryView({"authserver.py": BASE, "other.py": SIBLING})
    assert _sql_lines(view, "other.py") == []
