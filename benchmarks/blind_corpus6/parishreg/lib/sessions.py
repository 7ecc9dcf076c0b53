import http.cookies
import shelve

SESSION_DB = "/var/lib/parishreg/sessions"


def load(environ):
    cookie = http.cookies.SimpleCookie(environ.get("HTTP_COOKIE", ""))
    morsel = cookie.get("parishreg_sid")
    if morsel is None:
        return None
    with shelve.open(SESSION_DB, flag="r") as db:
        return db.get(morsel.value)


def require(environ):
    session = load(environ)
    if session is None:
        print("Status: 302 Found")
        print("Location: /cgi-bin/login.py")
        print()
        raise SystemExit(0)
    return session
