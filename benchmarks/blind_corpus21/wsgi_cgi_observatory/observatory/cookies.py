from http.cookies import SimpleCookie


def make_cookie(name, value, secure=False, httponly=False, max_age=None):
    c = SimpleCookie()
    c[name] = value
    c[name]["path"] = "/"
    if secure:
        c[name]["secure"] = True
    if httponly:
        c[name]["httponly"] = True
    if max_age:
        c[name]["max-age"] = max_age
    return c[name].OutputString()


def read_cookie(environ, name):
    c = SimpleCookie(environ.get("HTTP_COOKIE", ""))
    return c[name].value if name in c else None
