from fastapi import Header, HTTPException


def pagination(offset: int = 0, limit: int = 50) -> dict:
    if limit > 500:
        raise HTTPException(422, "limit too large")
    return {"offset": max(offset, 0), "limit": limit}


def require_json(content_type: str = Header(default="application/json")) -> None:
    if not content_type.startswith("application/json"):
        raise HTTPException(415)
