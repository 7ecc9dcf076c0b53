from fastapi import Cookie, HTTPException

from .security import decode_token


def current_grower(orchard_token: str | None = Cookie(default=None)) -> int:
    if not orchard_token:
        raise HTTPException(status_code=401)
    try:
        return int(decode_token(orchard_token)["sub"])
    except Exception as exc:
        raise HTTPException(status_code=401) from exc
