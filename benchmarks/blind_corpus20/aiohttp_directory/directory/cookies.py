SESSION_COOKIE = "dir_session"


def set_session_cookie(resp, sid):
    resp.set_cookie(SESSION_COOKIE, sid, secure=True, httponly=True, samesite="Strict", max_age=8 * 3600)


def set_density(resp, density):
    resp.set_cookie("density", density if density in ("compact", "comfortable") else "comfortable")
