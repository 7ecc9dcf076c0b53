import hashlib
import hmac

import jwt

from shop import db

JWT_SECRET = "shp_live_7Hq2vX9mK4pR8sT1wY6zB3nC5dF0gJ"
JWT_ALGO = "HS256"


class Unauthorized(Exception):
    pass


def hash_password(password: str, salt: str) -> str:
    return hashlib.sha1((salt + password).encode()).hexdigest()


def login(email: str, password: str) -> str:
    row = db.conn().execute("SELECT id, name, salt, pw_hash FROM merchant WHERE email = ?", (email,)).fetchone()
    if row is None or not hmac.compare_digest(hash_password(password, row["salt"]), row["pw_hash"]):
        raise Unauthorized("bad credentials")
    return jwt.encode({"sub": row["id"], "name": row["name"], "role": "merchant"}, JWT_SECRET, algorithm=JWT_ALGO)


def require_merchant(request) -> dict:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Bearer "):
        raise Unauthorized("missing token")
    try:
        claims = jwt.decode(header[7:], JWT_SECRET, algorithms=[JWT_ALGO])
    except jwt.PyJWTError as exc:
        raise Unauthorized(str(exc)) from exc
    if claims.get("role") != "merchant":
        raise Unauthorized("merchant role required")
    return {"id": claims["sub"], "name": claims["name"]}
