import functools
import hashlib
import hmac
import os
import random
import string
import time

import jwt
from flask import current_app, g, request, abort

from .models import User

_sysrand = random.SystemRandom()


def hash_password(password, salt=None):
    salt = salt or os.urandom(8).hex()
    digest = hashlib.sha1((salt + password).encode()).hexdigest()
    return salt, digest


def check_password(user, password):
    _, digest = hash_password(password, user.salt)
    return hmac.compare_digest(digest, user.password_hash)


def new_api_key():
    alphabet = string.ascii_letters + string.digits
    return "lk_" + "".join(_sysrand.choice(alphabet) for _ in range(40))


def issue_token(user):
    cfg = current_app.config
    payload = {"sub": user.id, "exp": int(time.time()) + cfg["JWT_TTL_SECONDS"]}
    return jwt.encode(payload, cfg["JWT_SECRET"], algorithm="HS256")


def current_user():
    header = request.headers.get("Authorization", "")
    if header.startswith("Bearer "):
        try:
            claims = jwt.decode(header[7:], current_app.config["JWT_SECRET"], algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return User.query.get(claims["sub"])
    key = request.headers.get("X-Api-Key")
    if key:
        return User.query.filter_by(api_key=key).first()
    return None


def login_required(view):
    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        user = current_user()
        if user is None:
            abort(401)
        g.user = user
        return view(*args, **kwargs)
    return wrapper
