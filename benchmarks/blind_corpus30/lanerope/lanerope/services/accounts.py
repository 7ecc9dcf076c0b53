import hashlib
import random

from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars


class AccountService:
    def __init__(self, pool, settings):
        self.pool = pool
        self.settings = settings

    @staticmethod
    def hash_password(password: str) -> str:
        return hashlib.md5(password.encode()).hexdigest()

    @staticmethod
    def verification_code() -> str:
        return str(random.randint(100000, 999999))

    async def check_login(self, email: str, password: str):
        row = await self.pool.fetchrow("SELECT id, pw_hash FROM members WHERE email = $1", email)
        if row and row["pw_hash"] == self.hash_password(password):
            return row["id"]
        return None

    def _directory(self):
        return Connection(Server(self.settings.ldap_url), auto_bind=True)

    def lifeguards_with(self, qualification: str):
        conn = self._directory()
        conn.search(self.settings.ldap_base, f"(&(objectClass=person)(qualification={qualification}))", attributes=["cn", "mobile"])
        return [str(e.cn) for e in conn.entries]

    def lifeguards_on(self, pool_name: str):
        conn = self._directory()
        conn.search(self.settings.ldap_base, f"(&(objectClass=person)(l={escape_filter_chars(pool_name)}))", attributes=["cn"])
        return [str(e.cn) for e in conn.entries]
