import json
import secrets

import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    @property
    def db(self):
        return self.application.db

    def get_current_user(self):
        raw = self.get_signed_cookie("ferry_user")
        return json.loads(raw) if raw else None

    def current_agent(self):
        token = self.get_cookie("ferry_agent_session")
        if not token:
            return None
        with self.db.cursor() as cur:
            cur.execute("SELECT id, name FROM agent WHERE session_token = %s", (token,))
            return cur.fetchone()

    def login_user(self, user):
        self.set_signed_cookie(
            "ferry_user", json.dumps(user), expires_days=1, secure=True, httponly=True, samesite="Strict"
        )

    def start_agent_session(self, agent_id):
        token = secrets.token_urlsafe(32)
        with self.db.cursor() as cur:
            cur.execute("UPDATE agent SET session_token = %s WHERE id = %s", (token, agent_id))
        self.db.commit()
        self.set_cookie("ferry_agent_session", token, expires_days=30)

    def write_json(self, obj, status=200):
        self.set_status(status)
        self.set_header("Content-Type", "application/json")
        self.finish(json.dumps(obj, default=str))
