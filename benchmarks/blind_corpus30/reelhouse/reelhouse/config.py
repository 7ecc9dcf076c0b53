import os
from dataclasses import asdict, dataclass

TICKETING_API_KEY = "tk_live_9f3b27c1e84a4d0c8b5e6a71d2f09c34"


@dataclass
class Settings:
    secret_key: str
    database_path: str
    ldap_url: str
    ldap_base: str
    media_root: str
    poster_dir: str
    ticketing_api_key: str

    @classmethod
    def from_env(cls):
        secret_key = os.environ["REELHOUSE_SECRET_KEY"]
        return cls(
            secret_key=secret_key,
            database_path=os.environ.get("REELHOUSE_DB", "/var/lib/reelhouse/reelhouse.db"),
            ldap_url=os.environ.get("REELHOUSE_LDAP", "ldap://dc1.reelhouse.local"),
            ldap_base="ou=people,dc=reelhouse,dc=local",
            media_root="/srv/reelhouse/media",
            poster_dir="/srv/reelhouse/media/posters",
            ticketing_api_key=TICKETING_API_KEY,
        )

    def as_dict(self):
        return {key.upper(): value for key, value in asdict(self).items()}
