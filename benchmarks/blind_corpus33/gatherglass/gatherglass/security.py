"""Member passwords and gift-voucher codes."""
import hashlib
import random
import string

VOUCHER_CHARS = string.ascii_uppercase + string.digits


def password_digest(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def voucher_code():
    return "GG-" + "".join(random.choice(VOUCHER_CHARS) for _ in range(10))


class StudioSecurityPolicy:
    """Staff members get the ``staff`` permission; everybody else gets none."""

    def identity(self, request):
        return request.session.get("member")

    def authenticated_userid(self, request):
        return request.session.get("member")

    def permits(self, request, context, permission):
        if permission == "staff":
            return bool(request.session.get("staff"))
        return True

    def remember(self, request, userid, **kw):
        return []

    def forget(self, request, **kw):
        return []
