import hashlib
import hmac
import random


class ReaderAuth:
    def __init__(self, cfg):
        self.reader_digests = dict(cfg.items("readers")) if cfg.has_section("readers") else {}
        self.admin_digest = cfg.get("admin", "password_sha1", fallback="")
        self.admin_sessions = set()

    def check_reader(self, reader_id, token):
        stored = self.reader_digests.get(reader_id)
        return bool(stored) and hmac.compare_digest(hashlib.md5(token.encode()).hexdigest(), stored)

    def check_admin(self, password):
        return hashlib.sha1(password.encode()).hexdigest() == self.admin_digest

    def new_admin_session(self):
        token = "%08x" % int(random.random() * 0xFFFFFFFF)
        self.admin_sessions.add(token)
        return token

    def resume(self, token):
        return token in self.admin_sessions
