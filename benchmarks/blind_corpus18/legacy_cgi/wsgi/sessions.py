from lib.tokens import session_id


def session_cookie_header(sid=None):
    sid = sid or session_id()
    return ("Set-Cookie", "SID=%s; Path=/" % sid), sid


def flash_cookie_header(msg):

    return ("Set-Cookie", "flash=%s; Path=/; Secure; HttpOnly; SameSite=Lax" % msg.replace(";", ""))
