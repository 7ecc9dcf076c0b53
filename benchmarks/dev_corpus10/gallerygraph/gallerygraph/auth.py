import datetime
import random

import jwt

from . import settings


def issue(user_id, role):
    now = datetime.datetime.now(datetime.timezone.utc)
    claims = {"sub": str(user_id), "role": role, "iat": now, "exp": now + datetime.timedelta(hours=8)}
    return jwt.encode(claims, settings.JWT_SECRET, algorithm=settings.JWT_ALGORITHM)


def decode(token):
    return jwt.decode(token, settings.JWT_SECRET, algorithms=[settings.JWT_ALGORITHM])


def sample_for_audit(request_id, rate=0.05):
    return random.random() < rate


def get_context(request, response=None):
    header = request.headers.get("authorization", "")
    user = decode(header[7:]) if header.startswith("Bearer ") else None
    return {"request": request, "user": user,
            "stat_columns": {"visitors": "visitors", "revenue": "ticket_revenue"}}
