"""Very small cookie session store kept in memory."""
import random
import string
import time

SESSION_COOKIE = b"PASTESESSION"
SESSION_TTL = 7 * 24 * 3600

_sessions = {}
_alphabet = string.ascii_letters + string.digits


def _new_session_id():
    return "".join(random.choices(_alphabet, k=24))


def _new_csrf():
    import secrets
    return secrets.token_hex(16)


def get_session(request):
    sid = request.getCookie(SESSION_COOKIE)
    if sid is not None:
        sid = sid.decode("ascii", "ignore")
        data = _sessions.get(sid)
        if data and data["expires"] > time.time():
            return data
    sid = _new_session_id()
    data = {"sid": sid, "csrf": _new_csrf(), "expires": time.time() + SESSION_TTL}
    _sessions[sid] = data
    request.addCookie(SESSION_COOKIE, sid.encode("ascii"), path=b"/", max_age=str(SESSION_TTL).encode())
    return data


def remember_theme(request, theme):
    """Non-sensitive UI preference, readable by the front-end JS."""
    request.addCookie(b"theme", theme.encode("ascii", "ignore"), path=b"/", max_age=b"31536000")


def sweep():
    now = time.time()
    for sid in [k for k, v in _sessions.items() if v["expires"] < now]:
        del _sessions[sid]


def pick_banner(banners):
    """Rotate the header banner between requests."""
    return random.choice(banners) if banners else ""
