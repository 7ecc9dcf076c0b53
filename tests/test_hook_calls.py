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


def _cross(base_body: str, hook: str, extra: str = "") -> list[tuple[str, int, str]]:
    """Findings of the taint slot when BASE_BODY is do_GET of a request handler in base.py and HOOK the body of a
    subclass in sub.py (both written at the class's indentation)."""
    base = ("import os\nfrom http.server import BaseHTTPRequestHandler\n\n\nclass B(BaseHTTPRequestHandler):\n"
            "    def do_GET(self):\n        user = self.headers.get('X-User')\n" + base_body)
    sub = "import os\nimport requests\nfrom base import B\n\n\nclass S(B):\n" + hook + extra
    view = MemoryView({"base.py": base, "sub.py": sub})
    return sorted((f.primary.path, f.primary.start_line, f.category) for f in raised(view, "taint"))


def test_what_a_base_hands_its_hook_stays_out_of_the_hooks_summary() -> None:
    # a call of the hook with a constant returns a constant, whatever the base hands it
    found = _cross("        self.hook(user)\n", "    def hook(self, who):\n        return who.strip()\n\n"
                   "    def tool(self):\n        os.system(self.hook('ls -l'))\n")
    assert found == []


def test_the_hook_gets_the_argument_as_the_base_built_it() -> None:
    # a fixed scheme and host before the client's text: no request to another host, as in the base itself
    fetch = "    def hook(self, url):\n        requests.get(url)\n"
    assert _cross("        self.hook('https://api.example.com/' + user)\n", fetch) == []
    assert _cross("        self.hook(user)\n", fetch) == [("sub.py", 8, "ssrf")]


def test_every_value_a_hook_gets_counts_and_the_answer_is_the_same_in_every_order() -> None:
    # one call hands a name cleared for paths, the other the raw header: the raw one reaches the path
    base = ("        self.hook(os.path.basename(user))\n\n    def do_POST(self):\n"
            "        self.hook(self.headers.get('X-Name'))\n")
    assert _cross(base, "    def hook(self, name):\n        open('/srv/files/' + name).read()\n") == [
        ("sub.py", 8, "path-traversal")]


def test_a_private_hook_a_replaced_template_method_or_a_positional_only_parameter_gets_nothing() -> None:
    run = "    def {name}(self, who):\n        os.system(who)\n"
    assert _cross("        self.__hook(user)\n", run.format(name="__hook")) == []  # B's own: _B__hook
    replaced = "    def do_GET(self):\n        self.hook('ls')\n\n" + run.format(name="hook")
    assert _cross("        self.hook(user)\n", replaced) == []  # S's do_GET never hands the header
    assert _cross("        self.hook(who=user)\n",
                  "    def hook(self, who='ls', /, **rest):\n        os.system(who)\n") == []


def test_a_class_between_the_hook_and_its_base_in_the_hooks_module_is_followed() -> None:
    base = ("from http.server import BaseHTTPRequestHandler\n\n\nclass A(BaseHTTPRequestHandler):\n"
            "    def do_GET(self):\n        self.hook(self.headers.get('X-User'))\n")
    sub = "import os\nfrom base import A\n\n\nclass B(A):\n    pass\n\n\nclass S(B):\n    def hook(self, who):\n" \
          "        os.system(who)\n"
    view = MemoryView({"base.py": base, "sub.py": sub})
    assert [(f.primary.path, f.primary.start_line) for f in raised(view, "taint")] == [("sub.py", 11)]
