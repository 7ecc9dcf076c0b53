"""Login / logout resources.  Users come from a static htpasswd-like file."""
import hashlib
import hmac

from twisted.web import resource
from twisted.web.util import redirectTo

from pastebin.session import get_session

USERS_FILE = "/etc/pastebin/users"
AFTER_LOGOUT = {"recent": b"/recent", "new": b"/new", "search": b"/search"}


def _load_users():
    users = {}
    try:
        with open(USERS_FILE) as fh:
            for line in fh:
                if ":" in line:
                    name, salt, digest = line.strip().split(":", 2)
                    users[name] = (salt, digest)
    except FileNotFoundError:
        pass
    return users


def check_password(name, password):
    entry = _load_users().get(name)
    if entry is None:
        return False
    salt, digest = entry
    candidate = hashlib.pbkdf2_hmac("sha256", password.encode(), bytes.fromhex(salt), 200_000).hex()
    return hmac.compare_digest(candidate, digest)


class LoginResource(resource.Resource):
    isLeaf = True

    def render_POST(self, request):
        name = request.args.get(b"user", [b""])[0].decode()
        password = request.args.get(b"password", [b""])[0].decode()
        target = request.args.get(b"next", [b"/"])[0]
        if not check_password(name, password):
            return redirectTo(b"/login?failed=1", request)
        get_session(request)["user"] = name
        return redirectTo(target, request)


class LogoutResource(resource.Resource):
    isLeaf = True

    def render_GET(self, request):
        session = get_session(request)
        session.pop("user", None)
        where = request.args.get(b"then", [b""])[0].decode("ascii", "ignore")
        back = AFTER_LOGOUT.get(where, b"/")
        return redirectTo(back, request)
