import os
from dataclasses import dataclass, field


def _flag(name, default="0"):
    return os.environ.get(name, default).lower() in ("1", "true", "yes")


@dataclass
class Settings:
    debug: bool = field(default_factory=lambda: _flag("PAYROLL_DEBUG"))
    database_url: str = os.environ.get("PAYROLL_DB", "postgresql+psycopg://payroll@localhost/payroll")
    jwt_secret: str = os.environ.get("PAYROLL_JWT_SECRET", "payroll-jwt-2f8a9c1d7e4b")
    bank_sftp_password: str = os.getenv("BANK_SFTP_PASSWORD")
    ldap_url: str = "ldaps://dir.corp.example.com"
    ldap_base: str = "ou=employees,dc=corp,dc=example,dc=com"
    export_dir: str = "/var/lib/payroll/exports"
    allowed_webhook_hosts: tuple = ("hooks.slack.com", "hr.example.com")


settings = Settings()
