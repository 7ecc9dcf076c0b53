from starlette.middleware.base import BaseHTTPMiddleware

from . import db


class BorrowerMiddleware(BaseHTTPMiddleware):
    async def dispatch(self, request, call_next):
        token = request.cookies.get("toolshed_member")
        request.state.borrower = None
        if token:
            row = db.connect().execute("SELECT uid FROM session WHERE token = ?", (token,)).fetchone()
            request.state.borrower = row["uid"] if row else None
        return await call_next(request)
