from fastapi import Cookie, Depends, HTTPException

from .container import Container, container


def get_container() -> Container:
    return container()


def get_conn(c: Container = Depends(get_container)):
    with c.get("connect")() as conn:
        yield conn


def get_settings(c: Container = Depends(get_container)):
    return c.get("settings")


def current_crew(hb_session: str | None = Cookie(default=None), c: Container = Depends(get_container)):
    from .routers.auth import decode_session

    data = decode_session(hb_session, c.get("settings").session_secret) if hb_session else None
    if not data:
        raise HTTPException(status_code=401)
    return data
